import {
  BooleanInput,
  DateField,
  Labeled,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useRecordContext,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { roleChoices } from '~admin/users/roles'
import type { Data } from '~generated/data'

export function UserForm() {
  const record = useRecordContext<Data.Admin.User>()
  const isNew = !record?.id
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <SelectInput source="role" choices={roleChoices} defaultValue="user" validate={required()} />
      <BooleanInput source="active" defaultValue={true} />
      <NumberInput source="available_hours" min={0} max={168} step={0.5} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={isNew ? required() : undefined}
        helperText={isNew ? undefined : 'resources.users.password_help'}
      />
      <PasswordInput
        source="password_confirmation"
        autoComplete="new-password"
        validate={isNew ? required() : undefined}
      />
      {!isNew && (
        <Labeled>
          <DateField source="email_verified_at" showTime emptyText="—" />
        </Labeled>
      )}
      <Timestamps />
    </SimpleForm>
  )
}
