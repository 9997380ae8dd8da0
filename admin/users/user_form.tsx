import {
  AutocompleteInput,
  BooleanInput,
  Labeled,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import Typography from '@mui/material/Typography'
import { TimestampField } from '~admin/fields'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { roleChoices } from '~admin/users/roles'
import { UserTokens } from '~admin/users/user_tokens'
import { signedInUserId } from '~admin/signed_in_user'
import type { Data } from '~generated/data'
import { browserTimezone, timezoneNames } from '~shared/timezones'
import { dateFormats, timeFormats } from '~shared/date_formats'

const timezoneChoices = timezoneNames().map((name) => ({ id: name, name }))
const dateFormatChoices = dateFormats.map((id) => ({
  id,
  name: `resources.users.date_formats.${id}`,
}))
const timeFormatChoices = timeFormats.map((id) => ({
  id,
  name: `resources.users.time_formats.${id}`,
}))
const languageDefault = 'resources.users.language_formats'

export function UserForm() {
  const record = useRecordContext<Data.Admin.User>()
  const isNew = !record?.id
  // One's own address, password, role and access are changed by oneself elsewhere, not here.
  const isOwn = record?.id === signedInUserId
  const required = useRequired()
  const translate = useTranslate()
  return (
    <SimpleForm>
      <TextInput source="name" validate={required} />
      <TextInput source="email" type="email" validate={[required, email()]} readOnly={isOwn} />
      <SelectInput
        source="role"
        choices={roleChoices}
        defaultValue="user"
        validate={required}
        readOnly={isOwn}
      />
      <BooleanInput source="active" defaultValue={true} readOnly={isOwn} />
      <NumberInput source="available_hours" min={0} max={168} step={0.5} size="medium" />
      <AutocompleteInput
        source="timezone"
        choices={timezoneChoices}
        defaultValue={browserTimezone()}
        validate={required}
        disableClearable
      />
      <SelectInput source="date_format" choices={dateFormatChoices} emptyText={languageDefault} />
      <SelectInput source="time_format" choices={timeFormatChoices} emptyText={languageDefault} />
      {isOwn ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.users.own_account_help')}
        </Typography>
      ) : (
        <PasswordFields isNew={isNew} />
      )}
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

function PasswordFields({ isNew }: { isNew: boolean }) {
  const required = useRequired()
  return (
    <>
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
    </>
  )
}
