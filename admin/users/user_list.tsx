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

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="active" source="active" />,
]

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="role" choices={roleChoices} />
        <BooleanField source="active" />
        <NumberField source="available_hours" />
        <DateField source="email_verified_at" showTime sortable={false} />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
