import { BooleanField, EmailField, List, NullableBooleanInput, TextField } from 'react-admin'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

export function ClientList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <RecordRows primary={<TextField source="name" />} secondary={<TextField source="email" />}>
        <TextField<Data.Admin.Client> source="name" />
        <EmailField<Data.Admin.Client> source="email" />
        <BooleanField<Data.Admin.Client> source="active" />
        <TimestampField source="updated_at" />
        <RowButtons />
      </RecordRows>
    </List>
  )
}
