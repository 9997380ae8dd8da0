import { useState } from 'react'
import { TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { durationBetween, readTypedDuration, stopAfter } from '~/components/time_logs/time_entry'
import { timePattern } from '~shared/times'

interface TimeLogDurationFieldProps {
  startTime: string
  stopTime: string
  /** A stop time the typed duration gives. */
  onStopTime: (stopTime: string) => void
  disabled?: boolean
}

/**
 * The time between start and stop; typing `1:30`, `1.5` or `90m` here sets the stop time that
 * far after the start.
 */
export function TimeLogDurationField({
  startTime,
  stopTime,
  onStopTime,
  disabled,
}: TimeLogDurationFieldProps) {
  const { t } = useTranslation()
  const hasStart = timePattern.test(startTime)
  const shown = hasStart && timePattern.test(stopTime) ? durationBetween(startTime, stopTime) : ''
  // What is typed, while the field has focus; otherwise the field shows the times' duration.
  const [typed, setTyped] = useState<string>()
  const [problem, setProblem] = useState<string>()

  const change = (text: string) => {
    setTyped(text)
    setProblem(undefined)
    const minutes = readTypedDuration(text)
    const stop = minutes && hasStart ? stopAfter(startTime, minutes) : undefined
    if (stop) onStopTime(stop)
  }

  /** Why a typed duration sets no stop time, or undefined when it does. */
  const problemWith = (text: string) => {
    const minutes = readTypedDuration(text)
    if (!minutes) return t('time_logs.duration_format')
    if (!hasStart) return t('time_logs.duration_needs_start')
    if (!stopAfter(startTime, minutes)) return t('time_logs.duration_past_midnight')
  }

  /** A duration that worked gives way to the times' own; one that did not stays, with why. */
  const leave = () => {
    const found = typed && typed !== shown ? problemWith(typed) : undefined
    setProblem(found)
    if (!found) setTyped(undefined)
  }

  return (
    <TextField
      name="duration"
      label={t('time_logs.columns.duration')}
      value={typed ?? shown}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
      error={Boolean(problem)}
      helperText={problem}
      placeholder={t('time_logs.duration_placeholder')}
      fullWidth
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  )
}
