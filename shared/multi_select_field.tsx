import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material'
import { mdiCheck } from '@mdi/js'
import { Icon } from '~shared/icon'

interface MultiSelectOption {
  id: number
  label: string
}

interface MultiSelectFieldProps {
  name: string
  label: string
  value: number[]
  options: MultiSelectOption[]
  /** What the field shows when more than one option is chosen ("3 selected"). */
  countText: (count: number) => string
  onChange: (value: number[]) => void
}

/** Clients, projects, tasks or people to filter on, by name; none chosen means all. */
export function MultiSelectField({
  name,
  label,
  value,
  options,
  countText,
  onChange,
}: MultiSelectFieldProps) {
  const labels = new Map(options.map((option) => [option.id, option.label]))
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange((event.target.value as unknown as number[]).map(Number))}
      sx={{ minWidth: 160, maxWidth: { sm: 260 } }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => {
            const ids = chosen as number[]
            return ids.length === 1 ? (labels.get(ids[0]) ?? String(ids[0])) : countText(ids.length)
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} dense>
          {/* The option itself is marked selected; a checkbox in it would be a control in a control. */}
          <ListItemIcon>
            {value.includes(option.id) && <Icon path={mdiCheck} fontSize="small" />}
          </ListItemIcon>
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  )
}
