import {
  AutocompleteInput,
  FormDataConsumer,
  type Identifier,
  ReferenceInput,
  SimpleForm,
  TextInput,
  useGetList,
  useRecordContext,
  type Validator,
} from 'react-admin'
import { DatePickerInput, TimePickerInput } from '~admin/inputs/picker_inputs'
import { Timestamps } from '~admin/record_pages'
import { TimeLogHistory } from '~admin/time_log_audits/time_log_history'
import { useRequired } from '~admin/validation'

/** The task picker offers only the tasks connected to the chosen project. */
function TaskInput({ projectId, required }: { projectId?: Identifier; required: Validator }) {
  const { data: connections = [] } = useGetList(
    'connections',
    { filter: { project_id: projectId }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(projectId) }
  )
  const taskIds = connections.map((connection) => connection.task_id)
  return (
    <ReferenceInput source="task_id" reference="tasks" filter={{ id: taskIds }}>
      <AutocompleteInput
        validate={required}
        disabled={!projectId}
        fullWidth
        helperText={projectId ? undefined : 'resources.time-logs.choose_project_first'}
      />
    </ReferenceInput>
  )
}

export function TimeLogForm() {
  const required = useRequired()
  const record = useRecordContext()
  return (
    <SimpleForm>
      <ReferenceInput source="user_id" reference="users">
        <AutocompleteInput validate={required} fullWidth />
      </ReferenceInput>
      <ReferenceInput source="project_id" reference="projects">
        <AutocompleteInput validate={required} fullWidth />
      </ReferenceInput>
      <FormDataConsumer>
        {({ formData }) => <TaskInput projectId={formData.project_id} required={required} />}
      </FormDataConsumer>
      <DatePickerInput source="date" validate={required} />
      <TimePickerInput source="start_time" validate={required} />
      <TimePickerInput source="stop_time" validate={required} />
      <TextInput source="comments" multiline minRows={2} />
      <Timestamps />
      {record?.id && <TimeLogHistory />}
    </SimpleForm>
  )
}
