import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  TextField,
} from 'react-admin'
import { RowButtons, searchFilter } from '~admin/record_pages'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

export function ClientList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField<Data.Admin.Client> source="name" />
        <EmailField<Data.Admin.Client> source="email" />
        <BooleanField<Data.Admin.Client> source="active" />
        <DateField<Data.Admin.Client> source="updated_at" showTime />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
