import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  TextField,
} from 'react-admin'
import { RowButtons, searchFilter } from '~admin/record_pages'
import type { Data } from '~generated/data'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

export function TaskList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField<Data.Admin.Task> source="name" />
        <BooleanField<Data.Admin.Task> source="active" />
        <DateField<Data.Admin.Task> source="updated_at" showTime />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
