import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin'
import { Timestamps } from '~admin/record_pages'

export function TaskForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <BooleanInput source="active" defaultValue={true} />
      <Timestamps />
    </SimpleForm>
  )
}
