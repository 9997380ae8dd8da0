import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { roleChoices } from '~admin/users/roles'
import type { Data } from '~generated/data'

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="active" source="active" />,
]

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField<Data.Admin.User> source="name" />
        <EmailField<Data.Admin.User> source="email" />
        <SelectField<Data.Admin.User> source="role" choices={roleChoices} />
        <BooleanField<Data.Admin.User> source="active" />
        <NumberField<Data.Admin.User> source="available_hours" />
        <DateField<Data.Admin.User> source="email_verified_at" showTime sortable={false} />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
