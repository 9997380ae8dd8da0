import {
  FunctionField,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin'
import { TimestampField } from '~admin/fields'
import { eventChoices, statusChoices } from '~admin/webhooks/event_choices'
import type { Data } from '~generated/data'

/** One delivery with the JSON it sends. */
export function DeliveryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField<Data.Admin.WebhookDelivery> source="id" />
        <SelectField<Data.Admin.WebhookDelivery> source="event" choices={eventChoices} />
        <ReferenceField<Data.Admin.WebhookDelivery>
          source="endpoint_id"
          reference="webhooks"
          link="edit"
        />
        <SelectField<Data.Admin.WebhookDelivery> source="status" choices={statusChoices} />
        <NumberField<Data.Admin.WebhookDelivery> source="attempts" />
        <NumberField<Data.Admin.WebhookDelivery>
          source="last_status_code"
          options={{ useGrouping: false }}
        />
        <TextField<Data.Admin.WebhookDelivery> source="last_error" />
        <TimestampField source="created_at" />
        <TimestampField source="next_attempt_at" />
        <TimestampField source="delivered_at" />
        <FunctionField<Data.Admin.WebhookDelivery>
          source="payload"
          render={(delivery) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(delivery.payload, null, 2)}
            </pre>
          )}
        />
      </SimpleShowLayout>
    </Show>
  )
}
