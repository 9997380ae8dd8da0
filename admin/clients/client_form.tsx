import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin'
import { Timestamps } from '~admin/record_pages'

export function ClientForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" />
      <BooleanInput source="active" defaultValue={true} />
      <Timestamps />
    </SimpleForm>
  )
}
