import { useState, type Ref } from 'react'
import { Autocomplete, Box, TextField, type SxProps } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import type { Connection } from '~/components/time_logs/time_log_api'
import { searchItems } from '~shared/text_search'

/** A project and task as one value. */
export function bookingKey(projectId: number, taskId: number) {
  return `${projectId}:${taskId}`
}

/** The project and task ids of a value. */
export function bookingOf(key: string) {
  const [projectId, taskId] = key.split(':').map(Number)
  return { project_id: projectId, task_id: taskId }
}

/** A pair the picker offers; `recent` when the user logged on it before. */
interface Pair {
  key: string
  project: string
  task: string
  client: string
  recent: boolean
}

const projectLabel = ({ project, client }: Pair) => `${project} — ${client}`
const pairLabel = ({ project, task }: Pair) => `${project} · ${task}`
const namesOf = ({ client, project, task }: Pair) => [task, project, client]

/** How many of the pairs logged on most recently come first, under their own heading. */
const recentPairs = 5

/**
 * The pairs in the order the picker offers them: the few logged on most recently first, then
 * the others by project and task.
 */
function pairsOf(connections: Connection[]): Pair[] {
  const byName = (a: Connection, b: Connection) =>
    projectLabelOf(a).localeCompare(projectLabelOf(b)) || a.task.name.localeCompare(b.task.name)
  const recent = connections
    .filter(({ last_logged_on: last }) => last)
    .sort((a, b) => b.last_logged_on!.localeCompare(a.last_logged_on!) || byName(a, b))
    .slice(0, recentPairs)
  const others = connections.filter((connection) => !recent.includes(connection)).sort(byName)
  return [...recent, ...others].map((connection) => ({
    key: bookingKey(connection.project.id, connection.task.id),
    project: connection.project.name,
    task: connection.task.name,
    client: connection.project.client.name,
    recent: recent.includes(connection),
  }))
}

function projectLabelOf({ project }: Connection) {
  return `${project.name} — ${project.client.name}`
}

interface ProjectTaskPickerProps {
  connections: Connection[]
  /** bookingKey of the chosen pair, or '' when none is. */
  value: string
  onChange: (key: string) => void
  label: string
  name?: string
  /** The chosen pair's names when the user may no longer book it (an edited log's). */
  current?: { project: string; task: string; client?: string }
  error?: boolean
  helperText?: string
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  autoFocus?: boolean
  size?: 'small' | 'medium'
  inputRef?: Ref<HTMLInputElement>
  sx?: SxProps
}

/**
 * Project and task in one searchable field: typed words match client, project and task names
 * (shared/text_search.ts), the pairs logged on most recently come first, and the keyboard alone
 * chooses (arrows, Enter, Escape).
 */
export function ProjectTaskPicker({
  connections,
  value,
  onChange,
  label,
  name,
  current,
  error,
  helperText,
  required,
  disabled,
  readOnly,
  autoFocus,
  size,
  inputRef,
  sx,
}: ProjectTaskPickerProps) {
  const { t } = useTranslation()
  // What the user types, to search; the chosen pair's own label is no search.
  const [query, setQuery] = useState('')
  const pairs = pairsOf(connections)
  let chosen = pairs.find((pair) => pair.key === value) ?? null
  if (!chosen && value && current) {
    chosen = { key: value, client: current.client ?? '', recent: false, ...current }
    pairs.unshift(chosen)
  }

  return (
    <Autocomplete
      options={pairs}
      value={chosen}
      onChange={(_, pair) => onChange(pair?.key ?? '')}
      getOptionLabel={pairLabel}
      isOptionEqualToValue={(option, chosenPair) => option.key === chosenPair.key}
      filterOptions={(options, { inputValue }) => searchItems(options, inputValue, namesOf)}
      onInputChange={(_, text, reason) => setQuery(reason === 'input' ? text : '')}
      // Found pairs go best first, without headings; all of them under their headings.
      groupBy={
        query.trim()
          ? undefined
          : (pair) => (pair.recent ? t('time_logs.picker.recent') : projectLabel(pair))
      }
      autoHighlight
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      sx={sx}
      noOptionsText={
        connections.length === 0
          ? t('time_logs.empty.no_connection')
          : t('time_logs.picker.no_match')
      }
      slotProps={{ listbox: { sx: { maxHeight: 420 } } }}
      renderOption={({ key, ...props }, pair) => (
        <Box
          component="li"
          key={key}
          {...props}
          // Read out as one name: the task, then its project.
          aria-label={`${pair.task} (${projectLabel(pair)})`}
          sx={{ display: 'block !important' }}
        >
          {pair.task}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
            {projectLabel(pair)}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          inputRef={inputRef}
        />
      )}
    />
  )
}
