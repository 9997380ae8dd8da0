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
import type { Data } from '~generated/data'

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
        <TextField<Data.Admin.Project> source="name" />
        <ReferenceField<Data.Admin.Project> source="client_id" reference="clients" link={false} />
        <BooleanField<Data.Admin.Project> source="billable" />
        <NumberField<Data.Admin.Project> source="planned_hours" />
        <DateField<Data.Admin.Project> source="start_date" />
        <DateField<Data.Admin.Project> source="end_date" />
        <BooleanField<Data.Admin.Project> source="active" />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
