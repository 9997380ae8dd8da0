import { useMemo } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { usePage } from '@inertiajs/react'
import { useTimeLogConnections } from '~/components/time_logs/use_time_log_connections'
import { useTranslation } from '~/hooks/use_translation'
import { todayIn } from '~shared/date_ranges'
import { DateRangeInput } from '~shared/date_range_input'
import { MultiSelectField } from '~shared/multi_select_field'
import type { TimeLogFilters } from '~shared/report_filters'
import { filterOptions } from '~/components/time_logs/time_log_options'

interface TimeLogFilterFieldsProps {
  filters: TimeLogFilters
  onChange: (filters: TimeLogFilters) => void
}

const billableChoices = { any: null, yes: true, no: false } as const
type BillableChoice = keyof typeof billableChoices

const billableChoice = (billable: boolean | null): BillableChoice =>
  billable === null ? 'any' : billable ? 'yes' : 'no'

/**
 * The filters' fields. The project list narrows to the chosen clients and the task list to the
 * chosen projects, but what the URL asked for stays listed so it can be taken away.
 */
export function TimeLogFilterFields({ filters, onChange }: TimeLogFilterFieldsProps) {
  const { t, locale } = useTranslation()
  const { auth, weekStart } = usePage().props
  const connections = useTimeLogConnections()
  const options = useMemo(() => filterOptions(connections), [connections])
  const change = (next: Partial<TimeLogFilters>) => onChange({ ...filters, ...next })
  const selectedText = (count: number) => t('time_log_filters.selected', { count })

  const projects = options.projects.filter(
    ({ id, clientId }) =>
      filters.client_id.length === 0 ||
      filters.client_id.includes(clientId) ||
      filters.project_id.includes(id)
  )
  const tasks = options.tasks.filter(
    ({ id, projectIds }) =>
      filters.project_id.length === 0 ||
      projectIds.some((projectId) => filters.project_id.includes(projectId)) ||
      filters.task_id.includes(id)
  )

  return (
    <>
      <DateRangeInput
        value={filters}
        onChange={onChange}
        today={todayIn(auth.user?.timezone)}
        weekStart={weekStart}
        locale={locale}
        optional
        text={(key) => t(`time_log_filters.${key}`)}
      />
      <MultiSelectField
        name="client_id"
        label={t('time_log_filters.client_id')}
        countText={selectedText}
        value={filters.client_id}
        options={options.clients}
        onChange={(ids) => change({ client_id: ids })}
      />
      <MultiSelectField
        name="project_id"
        label={t('time_log_filters.project_id')}
        countText={selectedText}
        value={filters.project_id}
        options={projects}
        onChange={(ids) => change({ project_id: ids })}
      />
      <MultiSelectField
        name="task_id"
        label={t('time_log_filters.task_id')}
        countText={selectedText}
        value={filters.task_id}
        options={tasks}
        onChange={(ids) => change({ task_id: ids })}
      />
      <TextField
        fullWidth={false}
        select
        size="small"
        name="billable"
        label={t('time_log_filters.billable')}
        value={billableChoice(filters.billable)}
        onChange={(event) =>
          change({ billable: billableChoices[event.target.value as BillableChoice] })
        }
        sx={{ minWidth: 170 }}
      >
        {(Object.keys(billableChoices) as BillableChoice[]).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`time_log_filters.billable_${choice}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
}
