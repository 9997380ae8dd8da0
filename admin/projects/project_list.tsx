import {
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  TextField,
} from 'react-admin'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'

const filters = [
  searchFilter,
  referenceFilter('client_id', 'clients'),
  <NullableBooleanInput key="billable" source="billable" />,
  <NullableBooleanInput key="active" source="active" />,
  <DateInput key="start_date_gte" source="start_date_gte" />,
  <DateInput key="end_date_lte" source="end_date_lte" />,
]

export function ProjectList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <ReferenceField source="client_id" reference="clients" link={false} />
        <BooleanField source="billable" />
        <NumberField source="planned_hours" />
        <DateField source="start_date" />
        <DateField source="end_date" />
        <BooleanField source="active" />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
