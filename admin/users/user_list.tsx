import {
  BooleanField,
  EmailField,
  NullableBooleanInput,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { choiceColumn, momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import { roleChoices } from '~admin/users/roles'
import type { Data } from '~generated/data'

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="active" source="active" />,
]

const exportColumns: ExportColumn<Data.Admin.User>[] = [
  { source: 'name' },
  { source: 'email' },
  choiceColumn('role', roleChoices),
  { source: 'active' },
  { source: 'available_hours' },
  momentColumn('email_verified_at'),
]

export function UserList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <RecordRows primary={<TextField source="name" />} secondary={<TextField source="email" />}>
        <TextField<Data.Admin.User> source="name" />
        <EmailField<Data.Admin.User> source="email" />
        <SelectField<Data.Admin.User> source="role" choices={roleChoices} />
        <BooleanField<Data.Admin.User> source="active" />
        <NumberField<Data.Admin.User> source="available_hours" />
        <TimestampField source="email_verified_at" sortable={false} />
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
