import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogOption } from '~/lib/time_log_options'
import type { IdFilter } from '~/lib/time_log_filters'

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
      select
      size="small"
      name={name}
      label={t(`time_log_filters.${name}`)}
      value={value}
      onChange={(event) => onChange((event.target.value as unknown as number[]).map(Number))}
      sx={{ minWidth: 180, maxWidth: { sm: 260 } }}
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
          <Checkbox checked={value.includes(id)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={label} />
        </MenuItem>
      ))}
    </TextField>
  )
}
