import { useState } from 'react'
import { Box, Button, MenuItem, TextField } from '@mui/material'
import { mdiFilterOffOutline } from '@mdi/js'
import { useTranslate } from 'react-admin'
import { TeamReportMultiSelect } from '~admin/reports/team_report_multi_select'
import type { TeamFilters } from '~admin/reports/team_report_query'
import {
  datePresets,
  presetOf,
  presetRange,
  todayIn,
  type DatePreset,
  type WeekStart,
} from '~shared/date_ranges'
import { Icon } from '~shared/icon'

interface TeamReportFiltersProps {
  filters: TeamFilters
  weekStart: WeekStart
  onChange: (filters: TeamFilters) => void
  onClear: () => void
}

const billableChoices = { any: null, yes: true, no: false } as const
type BillableChoice = keyof typeof billableChoices

/** The report's range (a preset or two dates), the people and the rest of the filters. */
export function TeamReportFilters({
  filters,
  weekStart,
  onChange,
  onClear,
}: TeamReportFiltersProps) {
  const translate = useTranslate()
  const today = todayIn(undefined)
  const [customChosen, setCustomChosen] = useState(false)
  const range = { from: filters.date_from, to: filters.date_to }
  const preset = customChosen ? undefined : presetOf(range, today, weekStart)
  const change = (next: Partial<TeamFilters>) => onChange({ ...filters, ...next })

  const choose = (choice: DatePreset | 'custom') => {
    setCustomChosen(choice === 'custom')
    if (choice === 'custom') return
    const { from, to } = presetRange(choice, today, weekStart)
    change({ date_from: from, date_to: to })
  }
  // A later start takes the end along, and an earlier end the start.
  const changeFrom = (date: string) =>
    date && change({ date_from: date, date_to: filters.date_to < date ? date : filters.date_to })
  const changeTo = (date: string) =>
    date &&
    change({ date_from: filters.date_from > date ? date : filters.date_from, date_to: date })
  const billable =
    filters.billable === null ? 'any' : filters.billable ? 'yes' : ('no' as BillableChoice)

  return (
    <Box
      role="search"
      aria-label={translate('team_reports.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <TextField
        fullWidth={false}
        select
        size="small"
        name="date_range"
        label={translate('team_reports.date_range')}
        value={preset ?? 'custom'}
        onChange={(event) => choose(event.target.value as DatePreset | 'custom')}
        sx={{ minWidth: 160 }}
      >
        {[...datePresets, 'custom' as const].map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`team_reports.presets.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      {!preset && (
        <>
          <TextField
            fullWidth={false}
            type="date"
            size="small"
            name="date_from"
            label={translate('team_reports.date_from')}
            value={filters.date_from}
            onChange={(event) => changeFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
          <TextField
            fullWidth={false}
            type="date"
            size="small"
            name="date_to"
            label={translate('team_reports.date_to')}
            value={filters.date_to}
            onChange={(event) => changeTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
        </>
      )}
      {(['user_id', 'client_id', 'project_id', 'task_id'] as const).map((name) => (
        <TeamReportMultiSelect
          key={name}
          name={name}
          value={filters[name]}
          onChange={(ids) => change({ [name]: ids })}
        />
      ))}
      <TextField
        fullWidth={false}
        select
        size="small"
        name="billable"
        label={translate('team_reports.billable')}
        value={billable}
        onChange={(event) =>
          change({ billable: billableChoices[event.target.value as BillableChoice] })
        }
        sx={{ minWidth: 160 }}
      >
        {(Object.keys(billableChoices) as BillableChoice[]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`team_reports.billable_${choice}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        color="inherit"
        onClick={() => {
          setCustomChosen(false)
          onClear()
        }}
        startIcon={<Icon path={mdiFilterOffOutline} />}
      >
        {translate('team_reports.clear')}
      </Button>
    </Box>
  )
}
