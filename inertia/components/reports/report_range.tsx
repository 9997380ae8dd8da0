import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import dayjs, { type Dayjs } from 'dayjs'
import { MenuItem, TextField } from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { useTranslation } from '~/hooks/use_translation'
import {
  presetOf,
  presetRange,
  rangePresets,
  todayIn,
  type DateRange,
  type RangePreset,
} from '~/lib/report_periods'

interface ReportRangeProps {
  range: DateRange
  errors: { date_from?: string; date_to?: string }
  onChange: (range: DateRange, options?: { replace?: boolean }) => void
}

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
  const report = (date: Dayjs | null) => {
    if (date?.isValid() && date.year() >= 1000) onChange(date.format('YYYY-MM-DD'))
  }
  return (
    <DatePicker
      label={label}
      value={typed}
      onChange={setTyped}
      onAccept={report}
      slotProps={{
        textField: { name, error: Boolean(error), helperText: error, onBlur: () => report(typed) },
      }}
    />
  )
}

/** The report's dates: a preset counted in the user's time zone and week, or a custom range. */
export function ReportRange({ range, errors, onChange }: ReportRangeProps) {
  const { t, locale } = useTranslation()
  const timezone = usePage().props.auth.user?.timezone ?? 'UTC'
  const today = todayIn(timezone)
  const [customChosen, setCustomChosen] = useState(false)
  const matched = presetOf(range, today, locale)
  const preset = customChosen ? 'custom' : matched

  function choose(choice: RangePreset | 'custom') {
    setCustomChosen(choice === 'custom')
    if (choice !== 'custom') onChange(presetRange(choice, today, locale))
  }

  function changeDate(field: keyof DateRange, date: string) {
    if (date === range[field]) return
    const changed = { ...range, [field]: date }
    // Keep the range the right way round while one end is being picked.
    if (changed.from > changed.to) changed[field === 'from' ? 'to' : 'from'] = date
    onChange(changed, { replace: field === 'from' })
  }

  return (
    <>
      <TextField
        select
        label={t('report_page.range.label')}
        value={preset}
        onChange={(event) => choose(event.target.value as RangePreset | 'custom')}
        slotProps={{ select: { inputProps: { 'data-testid': 'range-preset' } } }}
      >
        {[...rangePresets, 'custom' as const].map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`report_page.range.presets.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <TimeLogPickersProvider>
          <RangeDateField
            key={`from-${range.from}`}
            name="date_from"
            label={t('report_page.range.from')}
            value={range.from}
            error={errors.date_from}
            onChange={(date) => changeDate('from', date)}
          />
          <RangeDateField
            key={`to-${range.to}`}
            name="date_to"
            label={t('report_page.range.to')}
            value={range.to}
            error={errors.date_to}
            onChange={(date) => changeDate('to', date)}
          />
        </TimeLogPickersProvider>
      )}
    </>
  )
}
