import { useId, type ReactNode } from 'react'
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
 * carries its select mode, which would add some 7 KB (gzip) to the login page's budget.
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
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
