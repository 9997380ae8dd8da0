import type { KeyboardEvent } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { usePage } from '@inertiajs/react'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { useTimeLogPicker } from '~/components/time_logs/use_time_log_picker'
import { useTranslation } from '~/hooks/use_translation'
import { loggingWindow } from '~/lib/time_log_rules'
import { todayIn } from '~shared/date_ranges'

interface TimeLogDateFieldProps {
  /** YYYY-MM-DD, or '' when empty. */
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
}

const toIsoDate = (value: Dayjs) => value.format('YYYY-MM-DD')

/** Letters that set the date: today and yesterday, in the user's time zone. */
const dayLetters: Record<string, number> = { t: 0, y: 1 }

/**
 * The log's date, from one year ago until today (the user's); `t` types today and `y`
 * yesterday. The calendar opens with the mouse: the field is one Tab stop.
 */
export function TimeLogDateField({ value, onChange, error, disabled }: TimeLogDateFieldProps) {
  const { t } = useTranslation()
  const picker = useTimeLogPicker(value, dayjs, toIsoDate, onChange)
  const timeZone = usePage().props.auth.user?.timezone
  const window = loggingWindow(timeZone)

  const keyDown = (event: KeyboardEvent) => {
    const daysBack = dayLetters[event.key.toLowerCase()]
    if (daysBack === undefined || event.ctrlKey || event.metaKey || event.altKey) return
    event.preventDefault()
    picker.onChange(dayjs(todayIn(timeZone)).subtract(daysBack, 'day'))
  }

  return (
    <DatePicker
      label={t('validation.fields.date')}
      value={picker.value}
      onChange={picker.onChange}
      minDate={dayjs(window.min)}
      maxDate={dayjs(window.max)}
      disabled={disabled}
      slotProps={{
        openPickerButton: { tabIndex: -1 },
        textField: {
          onKeyDown: keyDown,
          name: 'date',
          required: true,
          fullWidth: true,
          error: Boolean(error),
          helperText: error,
        },
      }}
    />
  )
}
