import { BooleanInput, SimpleForm, TextInput } from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'

export function ClientForm() {
  const required = useRequired()
  return (
    <SimpleForm>
      <TextInput source="name" validate={required} />
      <TextInput source="email" type="email" />
      <BooleanInput source="active" defaultValue={true} />
      <Timestamps />
    </SimpleForm>
  )
}
