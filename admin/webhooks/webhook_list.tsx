import {
  BooleanField,
  FunctionField,
  List,
  NullableBooleanInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

/** The subscribed events, named in the panel's language. */
function EventsField(_props: { label?: string; sortable?: boolean }) {
  const translate = useTranslate()
  return (
    <FunctionField<Data.Admin.WebhookEndpoint>
      render={(endpoint) =>
        endpoint.events.map((event) => translate(`resources.webhooks.events.${event}`)).join(', ')
      }
    />
  )
}

export function WebhookList() {
  return (
    <List filters={filters} sort={{ field: 'url', order: 'ASC' }}>
      <RecordRows
        primary={<TextField source="url" />}
        secondary={<TextField source="description" />}
      >
        <TextField<Data.Admin.WebhookEndpoint> source="url" />
        <TextField<Data.Admin.WebhookEndpoint> source="description" />
        <EventsField label="resources.webhooks.fields.events" sortable={false} />
        <BooleanField<Data.Admin.WebhookEndpoint> source="active" />
        <TimestampField source="updated_at" />
        <RowButtons />
      </RecordRows>
    </List>
  )
}
