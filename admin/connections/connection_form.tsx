import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleForm,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'

export function ConnectionForm() {
  const required = useRequired()
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
      <Timestamps />
    </SimpleForm>
  )
}
