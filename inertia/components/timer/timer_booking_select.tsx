import type { Ref } from 'react'
import { ListSubheader, MenuItem, TextField } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { Connection } from '~/components/time_logs/time_log_api'

/** A project and task as one select value. */
export function bookingKey(projectId: number, taskId: number) {
  return `${projectId}:${taskId}`
}

/** The project and task ids of a select value. */
export function bookingOf(key: string) {
  const [projectId, taskId] = key.split(':').map(Number)
  return { project_id: projectId, task_id: taskId }
}

/** The connections by project ('Project — Client'), the projects and their tasks by name. */
function byProject(connections: Connection[]) {
  const projects = new Map<number, { id: number; label: string; tasks: Connection[] }>()
  for (const connection of connections) {
    const { project } = connection
    const known = projects.get(project.id)
    if (known) known.tasks.push(connection)
    else {
      const label = `${project.name} — ${project.client.name}`
      projects.set(project.id, { id: project.id, label, tasks: [connection] })
    }
  }
  const groups = [...projects.values()].sort((a, b) => a.label.localeCompare(b.label))
  for (const group of groups) group.tasks.sort((a, b) => a.task.name.localeCompare(b.task.name))
  return groups
}

interface TimerBookingSelectProps {
  connections: Connection[]
  /** bookingKey of the chosen project and task, or '' when none is. */
  value: string
  onChange: (key: string) => void
  error?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/** Project and task in one compact select, the tasks listed under their project. */
export function TimerBookingSelect({
  connections,
  value,
  onChange,
  error,
  inputRef,
}: TimerBookingSelectProps) {
  const { t } = useTranslation()
  const chosen = connections.find(({ project, task }) => bookingKey(project.id, task.id) === value)
  // A running timer whose connection has gone still shows as chosen, with no name to show.
  const known = chosen || value === '' ? value : ''

  return (
    <TextField
      select
      size="small"
      label={t('timer.booking')}
      value={known}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      inputRef={inputRef}
      sx={{ width: { md: 220, lg: 300 }, flexShrink: 0 }}
      slotProps={{
        select: {
          renderValue: () => (chosen ? `${chosen.project.name} · ${chosen.task.name}` : ''),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
      }}
    >
      {connections.length === 0 && (
        <MenuItem disabled value="" sx={{ whiteSpace: 'normal', maxWidth: 360 }}>
          {t('time_logs.empty.no_connection')}
        </MenuItem>
      )}
      {byProject(connections).flatMap(({ id, label, tasks }) => [
        <ListSubheader key={id}>{label}</ListSubheader>,
        ...tasks.map(({ project, task }) => (
          <MenuItem
            key={bookingKey(project.id, task.id)}
            value={bookingKey(project.id, task.id)}
            // The project heading is not read out with the task: the name carries both.
            aria-label={`${task.name} (${label})`}
            sx={{ pl: 4 }}
          >
            {task.name}
          </MenuItem>
        )),
      ])}
    </TextField>
  )
}
