import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { usePage } from '@inertiajs/react'
import { useTranslation } from '~/hooks/use_translation'
import {
  datePresets,
  presetOf,
  presetRange,
  todayIn,
  weekStartFor,
  type DatePreset,
} from '~shared/date_ranges'

interface DateRangeValue {
  date_from: string | null
  date_to: string | null
}

interface TimeLogDateRangeFieldProps {
  value: DateRangeValue
  onChange: (value: DateRangeValue) => void
}

type Choice = DatePreset | 'any' | 'custom'

/**
 * A named period (this week, last month, …) in the user's time zone with the locale's first
 * day of the week, or two dates of the user's own.
 */
export function TimeLogDateRangeField({ value, onChange }: TimeLogDateRangeFieldProps) {
  const { t, locale } = useTranslation()
  const { auth } = usePage().props
  const today = todayIn(auth.user?.timezone)
  const weekStart = weekStartFor(locale)
  const [customChosen, setCustomChosen] = useState(false)

  const { date_from: from, date_to: to } = value
  const preset = from && to ? presetOf({ from, to }, today, weekStart) : undefined
  const choice: Choice = !from && !to ? 'any' : customChosen || !preset ? 'custom' : preset

  const choose = (next: Choice) => {
    setCustomChosen(next === 'custom')
    if (next === 'any') onChange({ date_from: null, date_to: null })
    else if (next === 'custom') onChange({ date_from: from ?? today, date_to: to ?? today })
    else {
      const range = presetRange(next, today, weekStart)
      onChange({ date_from: range.from, date_to: range.to })
    }
  }

  // A later start takes the end along, and an earlier end the start: the range stays whole.
  const changeFrom = (date: string) =>
    onChange({ date_from: date || null, date_to: date && to && to < date ? date : to })
  const changeTo = (date: string) =>
    onChange({ date_from: date && from && from > date ? date : from, date_to: date || null })

  return (
    <>
      <TextField
        fullWidth={false}
        select
        size="small"
        name="date_range"
        label={t('time_log_filters.date_range')}
        value={choice}
        onChange={(event) => choose(event.target.value as Choice)}
        sx={{ minWidth: 170 }}
      >
        {(['any', ...datePresets, 'custom'] as const).map((option) => (
          <MenuItem key={option} value={option}>
            {t(`time_log_filters.presets.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <>
          <TextField
            fullWidth={false}
            type="date"
            size="small"
            name="date_from"
            label={t('time_log_filters.date_from')}
            value={from ?? ''}
            onChange={(event) => changeFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            fullWidth={false}
            type="date"
            size="small"
            name="date_to"
            label={t('time_log_filters.date_to')}
            value={to ?? ''}
            onChange={(event) => changeTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </>
  )
}
