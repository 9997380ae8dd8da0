import { useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin'
import { signedInFormats } from '~admin/signed_in_user'

interface PickerInputProps {
  source: string
  /** A label other than the resource's name of the field. */
  label?: string
  validate?: Validator | Validator[]
  /** The value of a new form, as the form holds it: YYYY-MM-DD, HH:MM. */
  defaultValue?: string
  /** A list filter's input: small, and as narrow as a date. */
  compact?: boolean
}

/** Text a server rejects as malformed, for a date or time typed only in part. */
const unfinished = 'invalid'

/**
 * A react-admin input around a MUI X picker: the picker keeps its own value (a half-typed date
 * stays as typed) and the form holds text: null when empty, else the formatted value.
 */
function usePickerInput(
  props: PickerInputProps,
  parse: (text: string) => Dayjs,
  format: (value: Dayjs) => string
) {
  const { field, fieldState, isRequired, id } = useInput({
    source: props.source,
    validate: props.validate,
    defaultValue: props.defaultValue,
  })
  const text = (field.value as string | null) ?? ''
  const [value, setValue] = useState<Dayjs | null>(() => (text ? parse(text) : null))
  // The record may arrive (or be reset) after the first render: show what the form holds then.
  const [shown, setShown] = useState(text)
  if (shown !== text) {
    setShown(text)
    if (!value?.isValid() || format(value) !== text) setValue(text ? parse(text) : null)
  }
  const onChange = (next: Dayjs | null) => {
    setValue(next)
    const nextText = next === null ? null : next.isValid() ? format(next) : unfinished
    setShown(nextText ?? '')
    field.onChange(nextText)
  }
  return {
    value,
    onChange,
    label: <FieldTitle source={props.source} label={props.label} isRequired={isRequired} />,
    textField: {
      id,
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      className: `ra-input ra-input-${props.source}`,
      error: fieldState.invalid,
      // Always there, as under react-admin's own inputs, so the fields keep their spacing.
      helperText: <InputHelperText error={fieldState.error?.message} />,
      ...(props.compact
        ? { size: 'small' as const, fullWidth: false, sx: { width: 180 } }
        : { fullWidth: true }),
    },
  }
}

const parseDate = (text: string) => dayjs(text)
const formatDate = (value: Dayjs) => value.format('YYYY-MM-DD')

/** A date in the MUI X date picker of the portal, in the panel's language. */
export function DatePickerInput(props: PickerInputProps) {
  const input = usePickerInput(props, parseDate, formatDate)
  return (
    <DatePicker
      label={input.label}
      value={input.value}
      onChange={input.onChange}
      slotProps={{ textField: input.textField }}
    />
  )
}

const parseTime = (text: string) => dayjs(`2000-01-01T${text}`)
// A timer's log has seconds; a typed time has none.
const formatTime = (value: Dayjs) => value.format(value.second() ? 'HH:mm:ss' : 'HH:mm')

/** A time in the MUI X time picker of the portal, on the administrator's 12- or 24-hour clock. */
export function TimePickerInput(props: PickerInputProps) {
  const input = usePickerInput(props, parseTime, formatTime)
  return (
    <TimePicker
      label={input.label}
      ampm={signedInFormats.timeFormat === '12h'}
      value={input.value}
      onChange={input.onChange}
      slotProps={{ textField: input.textField }}
    />
  )
}
