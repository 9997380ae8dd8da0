import { useMemo } from 'react'
import { useTranslateLabel, type Validator } from 'react-admin'

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * react-admin's required() says only "Required"; this one names the field, as the portal's
 * messages do: "The Name field is required." Called in a form, it names the form's fields.
 */
export function useRequired(): Validator {
  const translateLabel = useTranslateLabel()
  return useMemo(
    () =>
      // react-admin marks the field's label with an asterisk when its validator says so.
      Object.assign(
        (value: unknown, _values: unknown, input?: { source?: string; label?: string }) =>
          isEmpty(value)
            ? {
                message: 'panel.validation.required',
                args: { field: translateLabel({ source: input?.source, label: input?.label }) },
              }
            : undefined,
        { isRequired: true }
      ),
    [translateLabel]
  )
}
