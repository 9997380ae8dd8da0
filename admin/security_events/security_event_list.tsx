import { FunctionField, SelectField, SelectInput, TextField, useTranslate } from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { choiceColumn, momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { referenceFilter, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import { kindChoices } from '~admin/security_events/choices'
import type { Data } from '~generated/data'

type Event = Data.Admin.SecurityEvent

const filters = [
  searchFilter,
  referenceFilter('user_id', 'users'),
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <DatePickerInput key="created_at_gte" source="created_at_gte" compact />,
  <DatePickerInput key="created_at_lte" source="created_at_lte" compact />,
]

const exportColumns: ExportColumn<Event>[] = [
  momentColumn('created_at'),
  choiceColumn('kind', kindChoices),
  { source: 'user_id', value: (event) => event.user?.name ?? null },
  { source: 'email', value: (event) => event.user?.email ?? event.email },
  { source: 'actor_id', value: (event) => event.actor?.name ?? null },
  { source: 'ip' },
  { source: 'user_agent' },
]

/** The person's name, or for a failed sign-in with an unknown address, that address. */
export function PersonField(_props: { label?: string; sortable?: boolean }) {
  const translate = useTranslate()
  return (
    <FunctionField<Event>
      render={(event) =>
        event.user
          ? event.user.name
          : `${event.email ?? ''} (${translate('resources.security-events.unknown_account')})`
      }
    />
  )
}

/** Everyone's security events, the newest first: read-only, filtered by person, kind and days. */
export function SecurityEventList() {
  return (
    <AdminList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
      exportColumns={exportColumns}
    >
      <RecordRows
        link="show"
        primary={<SelectField source="kind" choices={kindChoices} />}
        secondary={
          <>
            <TimestampField source="created_at" /> · <PersonField />
          </>
        }
      >
        <TimestampField source="created_at" />
        <SelectField<Event> source="kind" choices={kindChoices} sortable={false} />
        <PersonField label="resources.security-events.fields.user_id" sortable={false} />
        <TextField<Event>
          source="actor.name"
          sortable={false}
          label="resources.security-events.fields.actor_id"
          emptyText="—"
        />
        <TextField<Event> source="ip" sortable={false} emptyText="—" />
      </RecordRows>
    </AdminList>
  )
}
