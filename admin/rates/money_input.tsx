import { useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { FieldTitle, InputHelperText, useInput, useLocaleState } from 'react-admin'
import { amountOfText, amountText, currencySymbol } from '~admin/rates/money'

/** A typed amount that is no plain amount of the currency stays text, refused here. */
const plainAmount = (value: unknown) =>
  typeof value === 'string' ? 'resources.rate-changes.invalid_amount' : undefined

/**
 * An amount of money typed in major units ("80,50") with the currency's symbol, held by the
 * form in minor units (8050), or null when empty. The text stays as typed while it is typed.
 */
export function MoneyInput({
  source,
  label,
  suffix,
}: {
  source: string
  label?: string
  /** What follows the amount: "/ hour". */
  suffix?: string
}) {
  const [locale] = useLocaleState()
  const { field, fieldState, isRequired, id } = useInput({ source, validate: plainAmount })
  const [text, setText] = useState(() => amountText(field.value, locale))
  // The record may arrive (or be reset) after the first render: show what the form holds then.
  if (amountOfText(text) !== (field.value ?? null) && typeof field.value !== 'string') {
    setText(amountText(field.value, locale))
  }
  return (
    <TextField
      id={id}
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        field.onChange(amountOfText(event.target.value))
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      className={`ra-input ra-input-${source}`}
      label={<FieldTitle source={source} label={label} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          startAdornment: (
            <InputAdornment position="start">{currencySymbol(locale)}</InputAdornment>
          ),
          endAdornment: suffix && <InputAdornment position="end">{suffix}</InputAdornment>,
        },
      }}
    />
  )
}
