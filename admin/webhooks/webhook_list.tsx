import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

/** The signing secret stays out: the export has no column for it, and drops any such field. */
const exportColumns: ExportColumn<Data.Admin.WebhookEndpoint>[] = [
  { source: 'url' },
  { source: 'description' },
  {
    source: 'events',
    value: (endpoint, translate) =>
      endpoint.events.map((event) => translate(`resources.webhooks.events.${event}`)).join(', '),
  },
  { source: 'active' },
  momentColumn('updated_at'),
]

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
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'url', order: 'ASC' }}
    >
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
    </AdminList>
  )
}
