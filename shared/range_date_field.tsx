import { useState, type FocusEvent } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'

interface RangeDateFieldProps {
  name: string
  label: string
  /** YYYY-MM-DD. */
  value: string
  error?: string
  /** Small and narrow, for a bar of filters. */
  compact?: boolean
  onChange: (date: string) => void
}

/**
 * One end of a date range, in a MUI X date picker. A typed date counts once the field is left
 * (a half-typed year is no date to report on); a date picked in the calendar counts at once.
 */
export function RangeDateField({
  name,
  label,
  value,
  error,
  compact = false,
  onChange,
}: RangeDateFieldProps) {
  const [typed, setTyped] = useState<Dayjs | null>(dayjs(value))
  // The range may change from outside (the other end passing this one): show what it is now.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setTyped(dayjs(value))
  }
  const report = (date: Dayjs | null) => {
    if (date?.isValid() && date.year() >= 1000) onChange(date.format('YYYY-MM-DD'))
  }
  return (
    <DatePicker
      label={label}
      value={typed}
      onChange={setTyped}
      // Typing accepts every complete date on the way (01-0… is already one): typed dates wait
      // for the field to be left; a date picked in the calendar counts at once.
      onAccept={(date, { source }) => source === 'view' && report(date)}
      slotProps={{
        textField: {
          name,
          ...(compact && { size: 'small', fullWidth: false, sx: { width: 180 } }),
          error: Boolean(error),
          helperText: error,
          // Moving between the day, month and year within the field is no leaving it.
          onBlur: (event: FocusEvent<HTMLDivElement>) => {
            if (!event.currentTarget.contains(event.relatedTarget)) report(typed)
          },
        },
      }}
    />
  )
}
