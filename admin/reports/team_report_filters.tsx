import { Box, Button, MenuItem, TextField } from '@mui/material'
import { mdiFilterOffOutline } from '@mdi/js'
import { useGetList, useGetRecordRepresentation, useLocaleState, useTranslate } from 'react-admin'
import type { TeamFilters } from '~admin/reports/team_report_query'
import { todayIn } from '~shared/date_ranges'
import type { WeekStart } from '~shared/week_start'
import { DateRangeInput } from '~shared/date_range_input'
import { Icon } from '~shared/icon'
import { MultiSelectField } from '~shared/multi_select_field'
import type { IdFilter, PersonFilter } from '~shared/report_filters'

/** The admin resource each id filter chooses from. */
const resources = {
  user_id: 'users',
  client_id: 'clients',
  project_id: 'projects',
  task_id: 'tasks',
} as const

interface ResourceMultiSelectProps {
  name: IdFilter | PersonFilter
  value: number[]
  onChange: (value: number[]) => void
}

/**
 * People, clients, projects or tasks to report on, named as everywhere in the panel (a project
 * as "Client — Project", since names repeat across clients) and in that order; none chosen
 * means all.
 */
function ResourceMultiSelect({ name, value, onChange }: ResourceMultiSelectProps) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const represent = useGetRecordRepresentation(resources[name])
  const { data = [] } = useGetList(resources[name], {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const options = data
    .map((record) => ({ id: Number(record.id), label: String(represent(record)) }))
    .sort((one, other) => one.label.localeCompare(other.label, locale))
  return (
    <MultiSelectField
      name={name}
      label={translate(`team_reports.${name}`)}
      value={value}
      options={options}
      countText={(count) => translate('team_reports.selected', { count })}
      onChange={onChange}
    />
  )
}

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
  const [locale] = useLocaleState()
  const change = (next: Partial<TeamFilters>) => onChange({ ...filters, ...next })
  const billable =
    filters.billable === null ? 'any' : filters.billable ? 'yes' : ('no' as BillableChoice)

  return (
    <Box
      role="search"
      aria-label={translate('team_reports.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <DateRangeInput
        value={filters}
        onChange={onChange}
        today={todayIn(undefined)}
        weekStart={weekStart}
        locale={locale}
        text={(key) => translate(`team_reports.${key}`)}
      />
      {(['user_id', 'client_id', 'project_id', 'task_id'] as const).map((name) => (
        <ResourceMultiSelect
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
      <Button color="inherit" onClick={onClear} startIcon={<Icon path={mdiFilterOffOutline} />}>
        {translate('team_reports.clear')}
      </Button>
    </Box>
  )
}
