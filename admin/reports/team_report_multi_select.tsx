import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material'
import { mdiCheck } from '@mdi/js'
import { useGetList, useTranslate } from 'react-admin'
import { Icon } from '~shared/icon'
import type { IdFilter, PersonFilter } from '~shared/report_filters'

/** The admin resource each id filter chooses from. */
const resources = {
  user_id: 'users',
  client_id: 'clients',
  project_id: 'projects',
  task_id: 'tasks',
} as const

interface TeamReportMultiSelectProps {
  name: IdFilter | PersonFilter
  value: number[]
  onChange: (value: number[]) => void
}

/** People, clients, projects or tasks to report on, by name; none chosen means all. */
export function TeamReportMultiSelect({ name, value, onChange }: TeamReportMultiSelectProps) {
  const translate = useTranslate()
  const { data = [] } = useGetList<{ id: number; name: string }>(resources[name], {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  })
  const names = new Map(data.map(({ id, name: label }) => [id, label]))
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      name={name}
      label={translate(`team_reports.${name}`)}
      value={value}
      onChange={(event) => onChange((event.target.value as unknown as number[]).map(Number))}
      sx={{ minWidth: 160, maxWidth: 240 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => {
            const ids = chosen as number[]
            return ids.length === 1
              ? (names.get(ids[0]) ?? String(ids[0]))
              : translate('team_reports.selected', { count: ids.length })
          },
        },
      }}
    >
      {data.map(({ id, name: label }) => (
        <MenuItem key={id} value={id} dense>
          {/* The option itself is marked selected; a checkbox in it would be a control in a control. */}
          <ListItemIcon>
            {value.includes(id) && <Icon path={mdiCheck} fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={label} />
        </MenuItem>
      ))}
    </TextField>
  )
}
