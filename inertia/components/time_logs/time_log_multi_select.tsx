import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material'
import { mdiCheck } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogOption } from '~/lib/time_log_options'
import type { IdFilter } from '~shared/report_filters'
import { Icon } from '~shared/icon'

interface TimeLogMultiSelectProps {
  name: IdFilter
  value: number[]
  options: TimeLogOption[]
  onChange: (value: number[]) => void
}

/** Clients, projects or tasks to filter on; none chosen means all. */
export function TimeLogMultiSelect({ name, value, options, onChange }: TimeLogMultiSelectProps) {
  const { t } = useTranslation()
  const labels = new Map(options.map(({ id, label }) => [id, label]))
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      name={name}
      label={t(`time_log_filters.${name}`)}
      value={value}
      onChange={(event) => onChange((event.target.value as unknown as number[]).map(Number))}
      sx={{ minWidth: 150, maxWidth: { sm: 260 } }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => {
            const ids = chosen as number[]
            return ids.length === 1
              ? (labels.get(ids[0]) ?? String(ids[0]))
              : t('time_log_filters.selected', { count: ids.length })
          },
        },
      }}
    >
      {options.map(({ id, label }) => (
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
