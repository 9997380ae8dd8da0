import type { ChangeEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { useTranslation } from '~/hooks/use_translation'
import { withDisplayDates } from '~shared/display_date'
import type { FieldRule } from '~/lib/field_rules'

type Fields = Record<string, string>

/**
 * An Inertia form whose fields are checked in the browser before it is sent, with
 * the server's messages; the server's own errors land beneath the same fields.
 */
export function useCheckedForm<T extends Fields>(
  initial: T,
  rules: Partial<Record<keyof T & string, FieldRule[]>>
) {
  const form = useForm<Fields>(initial)
  const { t, locale } = useTranslation()

  const problemWith = (name: string, data: Fields) => {
    for (const rule of rules[name] ?? []) {
      const problem = rule(data[name], data)
      if (problem) {
        const field = t(`validation.fields.${name}`)
        return t(problem.key, { field, ...withDisplayDates(problem.params ?? {}, locale) })
      }
    }
  }

  const recheck = (name: string, data: Fields) => {
    const problem = problemWith(name, data)
    if (problem) form.setError(name, problem)
    else form.clearErrors(name)
  }

  /** Shows what is wrong beneath each field and answers whether the form may be sent. */
  const passes = () => {
    const problems: Fields = {}
    for (const name of Object.keys(rules)) {
      const problem = problemWith(name, form.data)
      if (problem) problems[name] = problem
    }
    form.clearErrors()
    form.setError(problems)
    return Object.keys(problems).length === 0
  }

  /**
   * Binds a text field: its value, and the message beneath it. A field is judged when it is
   * left with something in it, and again on each change once it shows a message, so the
   * message goes as soon as the value is right.
   */
  const bind = (name: keyof T & string) => ({
    name,
    value: form.data[name],
    error: Boolean(form.errors[name]),
    helperText: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const data = { ...form.data, [name]: event.target.value }
      form.setData(data)
      if (form.errors[name]) recheck(name, data)
    },
    onBlur: () => {
      if (form.data[name] !== '') recheck(name, form.data)
    },
  })

  return { form, bind, passes }
}
