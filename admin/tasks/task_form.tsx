import { BooleanInput, SimpleForm, TextInput } from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'

export function TaskForm() {
  const required = useRequired()
  return (
    <SimpleForm>
      <TextInput source="name" validate={required} />
      <BooleanInput source="active" defaultValue={true} />
      <Timestamps />
    </SimpleForm>
  )
}
