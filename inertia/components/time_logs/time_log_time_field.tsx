import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import dayjs, { type Dayjs } from 'dayjs'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import type { FieldRef } from '@mui/x-date-pickers/models'
import { useTimeLogPicker } from '~/components/time_logs/use_time_log_picker'
import { useTranslation } from '~/hooks/use_translation'
import { readTypedTime } from '~/components/time_logs/time_entry'
import { useDateFormats } from '~/lib/dates'
import { pickerTimeFormat } from '~shared/date_formats'

interface TimeLogTimeFieldProps {
  name: 'start_time' | 'stop_time'
  /** HH:MM or HH:MM:SS, or '' when empty. */
  value: string
  onChange: (value: string) => void
  error?: string
  /** The other time of the log, which this one may not pass. */
  minTime?: string
  maxTime?: string
  disabled?: boolean
  /** Always offer seconds: a timer counts them, even when its start fell on a whole minute. */
  seconds?: boolean
}

const parseTime = (time: string) => dayjs(`2000-01-01T${time}`)
const hasSeconds = (time: string) => /^\d{2}:\d{2}:(?!00)\d{2}$/.test(time)
const formatTime = (value: Dayjs) => value.format(value.second() ? 'HH:mm:ss' : 'HH:mm')

/** The other time as a bound, when it is a whole time. */
function bound(time?: string) {
  const value = time ? parseTime(time) : undefined
  return value?.isValid() ? value : undefined
}

/** Keys that end the hours as people type them: `9.30`, `9:30`, `9,30`, `9h30`. */
const hourSeparators = new Set(['.', ':', ',', 'h'])

/**
 * A 24-hour time. Seconds are offered for a log that has them (a timer's log does), so editing
 * keeps them, and always for a running timer's times. Typed freely: `930`, `9.30`, `9:30`, and
 * `14` (the minutes and seconds, left empty, become 00 when the field is left). Hours typed over
 * a whole time start a new one, so `14` over 09:30 is 14:00, not 14:30.
 */
export function TimeLogTimeField({
  name,
  value,
  onChange,
  error,
  minTime,
  maxTime,
  disabled,
  seconds = false,
}: TimeLogTimeFieldProps) {
  const { t } = useTranslation()
  const { timeFormat } = useDateFormats()
  const twelveHours = timeFormat === '12h'
  const picker = useTimeLogPicker(value, parseTime, formatTime, onChange)
  const [withSeconds] = useState(() => seconds || hasSeconds(value))
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null)

  const typedHours = () => fieldRef.current?.getSections()[0]?.value ?? ''

  /**
   * In the hours (alone or with the whole time selected): the first digit typed over a whole
   * time empties it, and the digit goes into the empty hours; a separator after the hours moves
   * on to the minutes, instead of being lost.
   */
  const keyDown = (event: KeyboardEvent) => {
    // Enter submits the form (the field does so itself): what is typed becomes a whole time,
    // rendered before the form reads it.
    if (event.key === 'Enter') return flushSync(complete)
    const field = fieldRef.current
    // No section has the focus when the whole time is selected: typing then goes to the hours.
    if (!field || (field.getActiveSectionIndex() ?? 0) !== 0) return
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Emptied at once, with the hours alone selected (not the whole time), so that the
      // digit's input, which follows, goes into the empty hours.
      if (field.getSections().every((section) => section.value !== '')) {
        flushSync(() => {
          field.clearValue()
          field.setSelectedSections(0)
        })
      }
      return
    }
    if (!hourSeparators.has(event.key) || typedHours() === '') return
    event.preventDefault()
    field.setSelectedSections(1)
  }

  /** Only the hours, or the hours and minutes, typed: the rest is 00. */
  const complete = () => {
    const [hours = '', minutes, secondsTyped] = (fieldRef.current?.getSections() ?? []).map(
      (section) => section.value
    )
    if (minutes !== '' && secondsTyped !== '') return
    const whole = readTypedTime(minutes ? `${hours}:${minutes}` : hours)
    if (whole) picker.onChange(parseTime(whole))
  }

  /** Leaving the field completes what is typed. */
  const blur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) complete()
  }

  return (
    <TimePicker
      label={t(`validation.fields.${name}`)}
      ampm={twelveHours}
      views={withSeconds ? ['hours', 'minutes', 'seconds'] : ['hours', 'minutes']}
      format={pickerTimeFormat(timeFormat, withSeconds)}
      value={picker.value}
      onChange={picker.onChange}
      minTime={bound(minTime)}
      maxTime={bound(maxTime)}
      disabled={disabled}
      slotProps={{
        field: { fieldRef },
        // The clock opens with the mouse: the field is one Tab stop.
        openPickerButton: { tabIndex: -1 },
        textField: {
          name,
          required: true,
          fullWidth: true,
          error: Boolean(error),
          helperText: error,
          onKeyDown: keyDown,
          onBlur: blur,
        },
      }}
    />
  )
}
