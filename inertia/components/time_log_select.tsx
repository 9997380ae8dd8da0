import { MenuItem, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogOption } from '~/lib/time_log_options'

interface TimeLogSelectProps {
  name: 'project_id' | 'task_id'
  /** The chosen option's id, or '' when none is. */
  value: string
  options: TimeLogOption[]
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
}

/** The project or the task of a log. */
export function TimeLogSelect({
  name,
  value,
  options,
  onChange,
  error,
  disabled,
}: TimeLogSelectProps) {
  const { t } = useTranslation()
  return (
    <TextField
      select
      required
      name={name}
      label={t(`validation.fields.${name}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
    >
      {options.map(({ id, label }) => (
        <MenuItem key={id} value={String(id)}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  )
}
