import { BooleanInput, SimpleForm, TextInput, useRecordContext } from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { RateInputs } from '~admin/rates/rate_inputs'
import { RateHistory } from '~admin/rates/rate_history'

export function ClientForm() {
  const required = useRequired()
  const record = useRecordContext()
  return (
    <SimpleForm>
      <TextInput source="name" validate={required} />
      <TextInput source="email" type="email" />
      <BooleanInput source="active" defaultValue={true} />
      <RateInputs kind="billable" />
      {record?.id && <RateHistory subject="client" kind="billable" />}
      <Timestamps />
    </SimpleForm>
  )
}
