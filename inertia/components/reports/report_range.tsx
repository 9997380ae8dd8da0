import { lazy, Suspense, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { MenuItem, Skeleton, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import {
  datePresets,
  presetOf,
  presetRange,
  todayIn,
  type DatePreset,
  type DateRange,
} from '~shared/date_ranges'

// The date pickers load only when a custom range is chosen: the presets need none.
const ReportCustomRange = lazy(() => import('~/components/reports/report_custom_range'))

interface ReportRangeProps {
  range: DateRange
  errors: { date_from?: string; date_to?: string }
  onChange: (range: DateRange, options?: { replace?: boolean }) => void
}

/** The report's dates: a preset counted in the user's time zone and week, or a custom range. */
export function ReportRange({ range, errors, onChange }: ReportRangeProps) {
  const { t } = useTranslation()
  const { auth, weekStart } = usePage().props
  const timezone = auth.user?.timezone ?? 'UTC'
  const today = todayIn(timezone)
  // A refused range shows its fields, with the messages, whatever the range shown instead.
  const [customChosen, setCustomChosen] = useState(Boolean(errors.date_from || errors.date_to))
  const matched = presetOf(range, today, weekStart) ?? 'custom'
  const preset = customChosen ? 'custom' : matched

  function choose(choice: DatePreset | 'custom') {
    setCustomChosen(choice === 'custom')
    if (choice !== 'custom') onChange(presetRange(choice, today, weekStart))
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
        onChange={(event) => choose(event.target.value as DatePreset | 'custom')}
      >
        {[...datePresets, 'custom' as const].map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`report_page.range.presets.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <Suspense
          fallback={
            <>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </>
          }
        >
          <ReportCustomRange range={range} errors={errors} onChange={changeDate} />
        </Suspense>
      )}
    </>
  )
}
