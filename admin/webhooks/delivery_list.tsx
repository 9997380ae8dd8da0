import { NumberField, ReferenceField, SelectField, SelectInput, TextField } from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { choiceColumn, momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { referenceFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import { eventChoices, statusChoices } from '~admin/webhooks/event_choices'
import type { Data } from '~generated/data'

const filters = [
  referenceFilter('endpoint_id', 'webhooks'),
  <SelectInput key="event" source="event" choices={eventChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
]

const exportColumns: ExportColumn<Data.Admin.WebhookDelivery>[] = [
  momentColumn('created_at'),
  choiceColumn('event', eventChoices),
  { source: 'endpoint_id', reference: 'webhooks' },
  choiceColumn('status', statusChoices),
  { source: 'attempts' },
  { source: 'last_status_code' },
  momentColumn('next_attempt_at'),
  momentColumn('delivered_at'),
  { source: 'last_error' },
]

/** Every delivery, newest first: what was sent where, and how it went. */
export function DeliveryList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <RecordRows
        link="show"
        primary={<SelectField source="event" choices={eventChoices} />}
        secondary={<SelectField source="status" choices={statusChoices} />}
      >
        <TimestampField source="created_at" />
        <SelectField<Data.Admin.WebhookDelivery> source="event" choices={eventChoices} />
        <ReferenceField<Data.Admin.WebhookDelivery>
          source="endpoint_id"
          reference="webhooks"
          sortable={false}
          link="edit"
        />
        <SelectField<Data.Admin.WebhookDelivery> source="status" choices={statusChoices} />
        <NumberField<Data.Admin.WebhookDelivery> source="attempts" />
        <NumberField<Data.Admin.WebhookDelivery>
          source="last_status_code"
          options={{ useGrouping: false }}
        />
        <TimestampField source="next_attempt_at" />
        <TimestampField source="delivered_at" />
        <TextField<Data.Admin.WebhookDelivery> source="last_error" sortable={false} />
      </RecordRows>
    </AdminList>
  )
}
