import { useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import { useTimeLogPicker } from '~/hooks/use_time_log_picker'
import { useTranslation } from '~/hooks/use_translation'

interface TimeLogTimeFieldProps {
  name: 'start_time' | 'stop_time'
  /** HH:MM or HH:MM:SS, or '' when empty. */
  value: string
  onChange: (value: string) => void
  error?: string
  /** The other time of the log, which this one may not pass. */
  minTime?: string
  maxTime?: string
}

const parseTime = (time: string) => dayjs(`2000-01-01T${time}`)
const hasSeconds = (time: string) => /^\d{2}:\d{2}:(?!00)\d{2}$/.test(time)
const formatTime = (value: Dayjs) => value.format(value.second() ? 'HH:mm:ss' : 'HH:mm')

/** The other time as a bound, when it is a whole time. */
function bound(time?: string) {
  const value = time ? parseTime(time) : undefined
  return value?.isValid() ? value : undefined
}

/**
 * A 24-hour time. Seconds are offered only for a log that has them (a timer's log does), so
 * editing keeps them.
 */
export function TimeLogTimeField({
  name,
  value,
  onChange,
  error,
  minTime,
  maxTime,
}: TimeLogTimeFieldProps) {
  const { t } = useTranslation()
  const picker = useTimeLogPicker(value, parseTime, formatTime, onChange)
  const [withSeconds] = useState(() => hasSeconds(value))

  return (
    <TimePicker
      label={t(`validation.fields.${name}`)}
      ampm={false}
      views={withSeconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
      format={withSeconds ? 'HH:mm:ss' : 'HH:mm'}
      value={picker.value}
      onChange={picker.onChange}
      minTime={bound(minTime)}
      maxTime={bound(maxTime)}
      slotProps={{
        textField: {
          name,
          required: true,
          fullWidth: true,
          error: Boolean(error),
          helperText: error,
        },
      }}
    />
  )
}
