import { useCallback, useEffect, useState } from 'react'
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { mdiAccountMultiplePlus, mdiAccountMultipleRemove } from '@mdi/js'
import {
  HttpError,
  Title,
  useDataProvider,
  useGetRecordRepresentation,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin'
import type { AccessGroup, AdminDataProvider } from '~admin/data_provider'
import { Icon } from '~shared/icon'

type Choice = { id: number; name: string }

/**
 * Every record of a resource, named as everywhere in the panel (a project as "Client — Project",
 * since names repeat across clients) and in that order, for the pickers.
 */
function useChoices(resource: 'users' | 'projects') {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const represent = useGetRecordRepresentation(resource)
  const [locale] = useLocaleState()
  const [choices, setChoices] = useState<Choice[]>([])
  useEffect(() => {
    dataProvider
      .getList(resource, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      })
      .then(({ data }) =>
        setChoices(
          data
            .map((record) => ({ id: Number(record.id), name: String(represent(record)) }))
            .sort((one, other) => one.name.localeCompare(other.name, locale))
        )
      )
      .catch(() => setChoices([]))
  }, [dataProvider, resource, represent, locale])
  return choices
}

function Picker(props: {
  label: string
  choices: Choice[]
  value: Choice[]
  onChange: (value: Choice[]) => void
}) {
  return (
    <Autocomplete
      multiple
      options={props.choices}
      value={props.value}
      onChange={(_, value) => props.onChange(value)}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} label={props.label} />}
      sx={{ flex: 1, minWidth: 240 }}
    />
  )
}

/**
 * Access in bulk (docs/admin-guide.md): whole projects, with all their tasks and optionally
 * their future ones, granted to or taken from many people at once; and who has what, by person
 * or by project.
 */
export function AccessPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const people = useChoices('users')
  const projects = useChoices('projects')
  const [chosenPeople, setChosenPeople] = useState<Choice[]>([])
  const [chosenProjects, setChosenProjects] = useState<Choice[]>([])
  const [futureTasks, setFutureTasks] = useState(true)
  const [group, setGroup] = useState<'person' | 'project'>('person')
  const [groups, setGroups] = useState<AccessGroup[] | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    dataProvider
      .accessOverview(group)
      .then(setGroups)
      .catch(() => notify('ra.notification.http_error', { type: 'error' }))
  }, [dataProvider, group, notify])
  useEffect(load, [load])

  const ready = chosenPeople.length > 0 && chosenProjects.length > 0 && !busy
  const ids = (choices: Choice[]) => choices.map((choice) => choice.id)

  const run = async (change: 'grant' | 'revoke') => {
    setBusy(true)
    try {
      if (change === 'grant') {
        const { granted } = await dataProvider.grantAccess(
          ids(chosenPeople),
          ids(chosenProjects),
          futureTasks
        )
        notify('access.granted', { type: 'success', messageArgs: { smart_count: granted } })
      } else {
        const { revoked } = await dataProvider.revokeAccess(ids(chosenPeople), ids(chosenProjects))
        notify('access.revoked', { type: 'success', messageArgs: { smart_count: revoked } })
      }
      load()
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'ra.notification.http_error'
      notify(message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate('access.title')} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('access.change')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('access.explanation')}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <Picker
              label={translate('access.people')}
              choices={people}
              value={chosenPeople}
              onChange={setChosenPeople}
            />
            <Picker
              label={translate('access.projects')}
              choices={projects}
              value={chosenProjects}
              onChange={setChosenProjects}
            />
          </Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={futureTasks}
                onChange={(event) => setFutureTasks(event.target.checked)}
              />
            }
            label={translate('access.future_tasks')}
          />
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <Button
              variant="contained"
              disabled={!ready}
              onClick={() => run('grant')}
              startIcon={<Icon path={mdiAccountMultiplePlus} />}
            >
              {translate('access.grant')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!ready}
              onClick={() => run('revoke')}
              startIcon={<Icon path={mdiAccountMultipleRemove} />}
            >
              {translate('access.revoke')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('access.overview')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={group}
          onChange={(_, value) => value && setGroup(value)}
          aria-label={translate('access.group_by')}
          // The unchosen button's grey is too faint on the page's background.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          <ToggleButton value="person">{translate('access.by_person')}</ToggleButton>
          <ToggleButton value="project">{translate('access.by_project')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {groups?.length === 0 && <Typography>{translate('access.none')}</Typography>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {groups?.map((found) => (
          <Card component="li" key={found.id} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {found.name}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {found.entries.map((entry) => (
                  <Chip
                    key={entry.id}
                    size="small"
                    label={translate(entry.future_tasks ? 'access.entry_future' : 'access.entry', {
                      name: entry.name,
                      tasks: entry.tasks,
                      of: entry.of,
                    })}
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  )
}
