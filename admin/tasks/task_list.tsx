import { BooleanField, List, NullableBooleanInput, TextField } from 'react-admin'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

export function TaskList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <RecordRows primary={<TextField source="name" />}>
        <TextField<Data.Admin.Task> source="name" />
        <BooleanField<Data.Admin.Task> source="active" />
        <TimestampField source="updated_at" />
        <RowButtons />
      </RecordRows>
    </List>
  )
}
