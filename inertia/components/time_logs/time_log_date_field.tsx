import dayjs, { type Dayjs } from 'dayjs'
import { usePage } from '@inertiajs/react'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { useTimeLogPicker } from '~/components/time_logs/use_time_log_picker'
import { useTranslation } from '~/hooks/use_translation'
import { loggingWindow } from '~/lib/time_log_rules'

interface TimeLogDateFieldProps {
  /** YYYY-MM-DD, or '' when empty. */
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
}

const toIsoDate = (value: Dayjs) => value.format('YYYY-MM-DD')

/** The log's date, from one year ago until today (the user's). */
export function TimeLogDateField({ value, onChange, error, disabled }: TimeLogDateFieldProps) {
  const { t } = useTranslation()
  const picker = useTimeLogPicker(value, dayjs, toIsoDate, onChange)
  const window = loggingWindow(usePage().props.auth.user?.timezone)

  return (
    <DatePicker
      label={t('validation.fields.date')}
      value={picker.value}
      onChange={picker.onChange}
      minDate={dayjs(window.min)}
      maxDate={dayjs(window.max)}
      disabled={disabled}
      slotProps={{
        textField: {
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
