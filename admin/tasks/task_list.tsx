import { BooleanField, NullableBooleanInput, TextField } from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

const exportColumns: ExportColumn<Data.Admin.Task>[] = [
  { source: 'name' },
  { source: 'active' },
  momentColumn('updated_at'),
]

export function TaskList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <RecordRows primary={<TextField source="name" />}>
        <TextField<Data.Admin.Task> source="name" />
        <BooleanField<Data.Admin.Task> source="active" />
        <TimestampField source="updated_at" />
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
