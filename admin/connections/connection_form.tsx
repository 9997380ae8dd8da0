import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleForm,
  useRecordContext,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { RateInputs } from '~admin/rates/rate_inputs'
import { RateHistory } from '~admin/rates/rate_history'

export function ConnectionForm() {
  const required = useRequired()
  const record = useRecordContext()
  return (
    <SimpleForm>
      <ReferenceInput source="project_id" reference="projects">
        <AutocompleteInput validate={required} fullWidth />
      </ReferenceInput>
      <ReferenceInput source="task_id" reference="tasks">
        <AutocompleteInput validate={required} fullWidth />
      </ReferenceInput>
      <ReferenceArrayInput source="user_ids" reference="users" perPage={100}>
        <AutocompleteArrayInput fullWidth />
      </ReferenceArrayInput>
      <BooleanInput source="active" defaultValue={true} />
      <RateInputs kind="billable" />
      {record?.id && <RateHistory subject="connection" kind="billable" />}
      <Timestamps />
    </SimpleForm>
  )
}
