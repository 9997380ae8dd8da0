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

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

export function ClientList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <BooleanField source="active" />
        <DateField source="updated_at" showTime />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
