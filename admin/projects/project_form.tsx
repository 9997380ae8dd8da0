import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'

export function ProjectForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="client_id" reference="clients">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <TextInput source="name" validate={required()} />
      <BooleanInput source="billable" defaultValue={true} />
      <NumberInput source="planned_hours" min={0} step={0.25} />
      <DateInput source="start_date" />
      <DateInput source="end_date" />
      <BooleanInput source="active" defaultValue={true} />
      <Timestamps />
    </SimpleForm>
  )
}
