import {
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  type Identifier,
  ReferenceInput,
  SimpleForm,
  TextInput,
  required,
  useGetList,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'

/** "09:00:00" from the database shows as "09:00" in the time field. */
const hoursAndMinutes = (value?: string | null) => value?.slice(0, 5) ?? ''

/** The task picker offers only the tasks connected to the chosen project. */
function TaskInput({ projectId }: { projectId?: Identifier }) {
  const { data: connections = [] } = useGetList(
    'connections',
    { filter: { project_id: projectId }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(projectId) }
  )
  const taskIds = connections.map((connection) => connection.task_id)
  return (
    <ReferenceInput source="task_id" reference="tasks" filter={{ id: taskIds }}>
      <AutocompleteInput
        validate={required()}
        disabled={!projectId}
        helperText={projectId ? undefined : 'resources.time-logs.choose_project_first'}
      />
    </ReferenceInput>
  )
}

export function TimeLogForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="user_id" reference="users">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="project_id" reference="projects">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <FormDataConsumer>
        {({ formData }) => <TaskInput projectId={formData.project_id} />}
      </FormDataConsumer>
      <DateInput source="date" validate={required()} />
      <TextInput source="start_time" type="time" format={hoursAndMinutes} validate={required()} />
      <TextInput source="stop_time" type="time" format={hoursAndMinutes} validate={required()} />
      <TextInput source="comments" multiline minRows={2} />
      <Timestamps />
    </SimpleForm>
  )
}
