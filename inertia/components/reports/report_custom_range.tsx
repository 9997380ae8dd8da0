import { useState, type FocusEvent } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { useTranslation } from '~/hooks/use_translation'
import type { DateRange } from '~shared/date_ranges'

interface RangeDateFieldProps {
  name: string
  label: string
  /** YYYY-MM-DD. */
  value: string
  error?: string
  onChange: (date: string) => void
}

/**
 * One end of a custom range. A typed date counts once the field is left (a half-typed year is
 * no date to report on); a date picked in the calendar counts at once.
 */
function RangeDateField({ name, label, value, error, onChange }: RangeDateFieldProps) {
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

interface ReportCustomRangeProps {
  range: DateRange
  errors: { date_from?: string; date_to?: string }
  onChange: (field: keyof DateRange, date: string) => void
}

/** A custom range's first and last date, as the time log form picks a date. */
export default function ReportCustomRange({ range, errors, onChange }: ReportCustomRangeProps) {
  const { t } = useTranslation()
  return (
    <TimeLogPickersProvider>
      <RangeDateField
        name="date_from"
        label={t('report_page.range.from')}
        value={range.from}
        error={errors.date_from}
        onChange={(date) => onChange('from', date)}
      />
      <RangeDateField
        name="date_to"
        label={t('report_page.range.to')}
        value={range.to}
        error={errors.date_to}
        onChange={(date) => onChange('to', date)}
      />
    </TimeLogPickersProvider>
  )
}
