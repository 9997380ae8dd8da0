import { useMemo } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { TimeLogDateRangeField } from '~/components/time_logs/time_log_date_range_field'
import { TimeLogMultiSelect } from '~/components/time_logs/time_log_multi_select'
import { useTimeLogConnections } from '~/hooks/use_time_log_connections'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogFilters } from '~shared/report_filters'
import { filterOptions } from '~/lib/time_log_options'

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
  const { t } = useTranslation()
  const connections = useTimeLogConnections()
  const options = useMemo(() => filterOptions(connections), [connections])
  const change = (next: Partial<TimeLogFilters>) => onChange({ ...filters, ...next })

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
      <TimeLogDateRangeField value={filters} onChange={change} />
      <TimeLogMultiSelect
        name="client_id"
        value={filters.client_id}
        options={options.clients}
        onChange={(ids) => change({ client_id: ids })}
      />
      <TimeLogMultiSelect
        name="project_id"
        value={filters.project_id}
        options={projects}
        onChange={(ids) => change({ project_id: ids })}
      />
      <TimeLogMultiSelect
        name="task_id"
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
