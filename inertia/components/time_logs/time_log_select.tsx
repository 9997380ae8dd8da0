import { MenuItem, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogOption } from '~/components/time_logs/time_log_options'

interface TimeLogSelectProps {
  name: 'project_id' | 'task_id'
  /** The chosen option's id, or '' when none is. */
  value: string
  options: TimeLogOption[]
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
  /** Shown and focusable, but not to be changed (a running timer's project and task). */
  readOnly?: boolean
  autoFocus?: boolean
}

/** The project or the task of a log. */
export function TimeLogSelect({
  name,
  value,
  options,
  onChange,
  error,
  disabled,
  readOnly,
  autoFocus,
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
      autoFocus={autoFocus}
      slotProps={{ input: { readOnly } }}
    >
      {options.map(({ id, label }) => (
        <MenuItem key={id} value={String(id)}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  )
}
