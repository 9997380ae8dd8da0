import {
  BooleanInput,
  Labeled,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  useRecordContext,
} from 'react-admin'
import { TimestampField } from '~admin/fields'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { roleChoices } from '~admin/users/roles'
import { UserTokens } from '~admin/users/user_tokens'
import type { Data } from '~generated/data'

export function UserForm() {
  const record = useRecordContext<Data.Admin.User>()
  const isNew = !record?.id
  const required = useRequired()
  return (
    <SimpleForm>
      <TextInput source="name" validate={required} />
      <TextInput source="email" type="email" validate={[required, email()]} />
      <SelectInput source="role" choices={roleChoices} defaultValue="user" validate={required} />
      <BooleanInput source="active" defaultValue={true} />
      <NumberInput source="available_hours" min={0} max={168} step={0.5} size="medium" />
      <PasswordInput
        source="password"
        // A new user has no password yet: theirs is the password, not a new one.
        label={isNew ? 'resources.users.new_password' : undefined}
        autoComplete="new-password"
        validate={isNew ? required : undefined}
        helperText={isNew ? undefined : 'resources.users.password_help'}
      />
      <PasswordInput
        source="password_confirmation"
        label={isNew ? 'resources.users.new_password_confirmation' : undefined}
        autoComplete="new-password"
        validate={isNew ? required : undefined}
      />
      {!isNew && (
        <Labeled>
          <TimestampField source="email_verified_at" emptyText="—" />
        </Labeled>
      )}
      <Timestamps />
      {!isNew && <UserTokens />}
    </SimpleForm>
  )
}
