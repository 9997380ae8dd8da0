import { Link } from 'react-router-dom'
import {
  BooleanInput,
  Button,
  CheckboxGroupInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { eventChoices } from '~admin/webhooks/event_choices'
import { IssuedSecretNotice } from '~admin/webhooks/issued_secret'

/** The saved endpoint's deliveries, in the deliveries list filtered to it. */
function DeliveriesLink() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record?.id) return null
  const filter = JSON.stringify({ endpoint_id: record.id })
  return (
    <Button
      component={Link}
      to={{ pathname: '/webhook-deliveries', search: `?filter=${encodeURIComponent(filter)}` }}
      label={translate('resources.webhooks.show_deliveries')}
      sx={{ mb: 2 }}
    />
  )
}

export function WebhookForm() {
  const required = useRequired()
  const record = useRecordContext()
  return (
    <SimpleForm>
      <IssuedSecretNotice />
      <TextInput source="url" type="url" validate={required} fullWidth />
      <TextInput source="description" fullWidth />
      <CheckboxGroupInput source="events" choices={eventChoices} validate={required} row={false} />
      <BooleanInput source="active" defaultValue={true} />
      {record?.id ? (
        <BooleanInput
          source="rotate_secret"
          helperText="resources.webhooks.rotate_secret_help"
          defaultValue={false}
        />
      ) : null}
      <DeliveriesLink />
      <Timestamps />
    </SimpleForm>
  )
}
