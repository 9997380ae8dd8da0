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
  HttpError,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { AdminDataProvider } from '~admin/data_provider'
import { TimestampField } from '~admin/fields'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { roleChoices } from '~admin/users/roles'
import { UserTokens } from '~admin/users/user_tokens'
import { TwoFactorReset } from '~admin/users/two_factor_reset'
import { AccountRemoval } from '~admin/users/account_removal'
import { signedInUserId } from '~admin/signed_in_user'
import { RateInputs } from '~admin/rates/rate_inputs'
import { RateHistory } from '~admin/rates/rate_history'
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
      <RateInputs kind="billable" />
      <RateInputs kind="cost" />
      <AutocompleteInput
        source="timezone"
        choices={timezoneChoices}
        defaultValue={browserTimezone()}
        validate={required}
        disableClearable
        fullWidth
      />
      <SelectInput source="date_format" choices={dateFormatChoices} emptyText={languageDefault} />
      <SelectInput source="time_format" choices={timeFormatChoices} emptyText={languageDefault} />
      {isOwn ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.users.own_account_help')}
        </Typography>
      ) : (
        <PasswordFields isNew={isNew} invited={Boolean(record?.invited)} />
      )}
      {record?.invited && <ResendInvitation user={record} />}
      {record?.id && !record.invited && <TwoFactorReset user={record} isOwn={isOwn} />}
      {!isNew && (
        <Labeled>
          <TimestampField source="email_verified_at" emptyText="—" />
        </Labeled>
      )}
      <Timestamps />
      {!isNew && <RateHistory subject="user" kind="billable" />}
      {!isNew && <RateHistory subject="user" kind="cost" />}
      {!isNew && <UserTokens />}
      {!isNew && !isOwn && record && <AccountRemoval user={record} />}
    </SimpleForm>
  )
}

/** An invited person's status, and the button that mails them a new link (once a minute). */
function ResendInvitation({ user }: { user: Data.Admin.User }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [sending, setSending] = useState(false)
  const resend = async () => {
    setSending(true)
    try {
      const sent = await dataProvider.resendInvitation(user.id)
      notify('resources.users.invitation_sent', {
        type: 'success',
        messageArgs: { email: sent.email },
      })
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'ra.notification.http_error'
      notify(message, { type: 'error' })
    } finally {
      setSending(false)
    }
  }
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={resend} disabled={sending}>
          {translate('resources.users.resend_invitation')}
        </Button>
      }
    >
      {translate('resources.users.invited_help')}
    </Alert>
  )
}

/** An invited person has no password to keep: one set here ends their invitation instead. */
function passwordHelp(isNew: boolean, invited: boolean) {
  if (isNew) return 'resources.users.invitation_help'
  return invited ? 'resources.users.invited_password_help' : 'resources.users.password_help'
}

function PasswordFields({ isNew, invited }: { isNew: boolean; invited: boolean }) {
  // Left empty on create, the person is invited to choose their own password.
  return (
    <>
      <PasswordInput
        source="password"
        // A new user has no password yet: theirs is the password, not a new one.
        label={isNew ? 'resources.users.new_password' : undefined}
        autoComplete="new-password"
        helperText={passwordHelp(isNew, invited)}
        // As high as the form's other fields: the input makes itself small otherwise.
        size="medium"
      />
      <PasswordInput
        source="password_confirmation"
        label={isNew ? 'resources.users.new_password_confirmation' : undefined}
        autoComplete="new-password"
        size="medium"
      />
    </>
  )
}
