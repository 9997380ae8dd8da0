import { lazy, Suspense, useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { datePresets, presetOf, presetRange, type DatePreset } from '~shared/date_ranges'
import type { WeekStart } from '~shared/week_start'

// The calendars load when a custom range is chosen, not with the page.
const DateRangePickers = lazy(() => import('~shared/date_range_pickers'))

interface DateRangeValue {
  date_from: string | null
  date_to: string | null
}

interface DateRangeInputProps<Value extends DateRangeValue> {
  value: Value
  onChange: (value: Value) => void
  /** Today in the user's time zone, YYYY-MM-DD. */
  today: string
  weekStart: WeekStart
  locale: string
  /** Offers "any date" first: no range at all. */
  optional?: boolean
  /** The texts by key: date_range, date_from, date_to and presets.<choice>. */
  text: (key: string) => string
}

type Choice = DatePreset | 'any' | 'custom'

/**
 * A named period (this week, last month, …) with the installation's first day of the week, or two
 * dates of the user's own in date pickers.
 */
export function DateRangeInput<Value extends DateRangeValue>({
  value,
  onChange,
  today,
  weekStart,
  locale,
  optional = false,
  text,
}: DateRangeInputProps<Value>) {
  // The range the user made a custom one: a preset's dates then still show as custom, until
  // the range changes from outside (filters cleared, Back).
  const [customRange, setCustomRange] = useState<string>()
  const { date_from: from, date_to: to } = value
  const preset = from && to ? presetOf({ from, to }, today, weekStart) : undefined
  const customChosen = customRange === `${from}/${to}`
  const choice: Choice = !from && !to ? 'any' : customChosen || !preset ? 'custom' : preset

  const change = (range: DateRangeValue, custom = false) => {
    setCustomRange(custom ? `${range.date_from}/${range.date_to}` : undefined)
    // Only an optional range ever clears its dates, so a caller's required dates stay strings.
    onChange({ ...value, ...range } as Value)
  }

  const choose = (next: Choice) => {
    if (next === 'any') change({ date_from: null, date_to: null })
    else if (next === 'custom') change({ date_from: from ?? today, date_to: to ?? today }, true)
    else {
      const range = presetRange(next, today, weekStart)
      change({ date_from: range.from, date_to: range.to })
    }
  }

  // A later start takes the end along, and an earlier end the start: the range stays whole.
  const changeFrom = (date: string) =>
    change({ date_from: date, date_to: to && to < date ? date : to }, true)
  const changeTo = (date: string) =>
    change({ date_from: from && from > date ? date : from, date_to: date }, true)

  const choices: Choice[] = [...(optional ? ['any' as const] : []), ...datePresets, 'custom']
  return (
    <>
      <TextField
        fullWidth={false}
        select
        size="small"
        name="date_range"
        label={text('date_range')}
        value={choice}
        onChange={(event) => choose(event.target.value as Choice)}
        sx={{ minWidth: 170 }}
      >
        {choices.map((option) => (
          <MenuItem key={option} value={option}>
            {text(`presets.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <Suspense>
          <DateRangePickers
            locale={locale}
            from={from ?? today}
            to={to ?? today}
            fromLabel={text('date_from')}
            toLabel={text('date_to')}
            onFromChange={changeFrom}
            onToChange={changeTo}
          />
        </Suspense>
      )}
    </>
  )
}
