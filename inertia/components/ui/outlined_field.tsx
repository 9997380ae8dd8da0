import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react'
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material'

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label'> & {
  label: ReactNode
  /** Shown beneath the input; the error message when `error` is set. */
  helperText?: ReactNode
}

/**
 * What TextField renders for an outlined text input, composed from its parts: TextField also
 * carries its select mode, which would weigh on the login page's JavaScript budget.
 */
export function OutlinedField({
  id,
  label,
  helperText,
  required,
  error,
  disabled,
  fullWidth = true,
  sx,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined
  const inputRef = useRef<HTMLInputElement>(null)
  const { value, onChange } = input

  // What a visitor typed into a server-rendered page before its script took over is in the
  // input but not in the form's state: hand it over once, when the page has hydrated.
  useEffect(() => {
    const element = inputRef.current
    if (element && onChange && element.value !== String(value ?? '')) {
      onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, [])

  return (
    <FormControl
      variant="outlined"
      required={required}
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        inputRef={inputRef}
        id={inputId}
        label={label}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
