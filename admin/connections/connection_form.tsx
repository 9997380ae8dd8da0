import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleForm,
  required,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'

export function ConnectionForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="project_id" reference="projects">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="task_id" reference="tasks">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <ReferenceArrayInput source="user_ids" reference="users" perPage={100}>
        <AutocompleteArrayInput />
      </ReferenceArrayInput>
      <BooleanInput source="active" defaultValue={true} />
      <Timestamps />
    </SimpleForm>
  )
}
