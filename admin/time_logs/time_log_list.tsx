import { Datagrid, DateField, DateInput, List, ReferenceField, TextField } from 'react-admin'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'
import type { Data } from '~generated/data'

const filters = [
  searchFilter,
  referenceFilter('user_id', 'users'),
  referenceFilter('project_id', 'projects'),
  referenceFilter('task_id', 'tasks'),
  <DateInput key="date_gte" source="date_gte" />,
  <DateInput key="date_lte" source="date_lte" />,
]

export function TimeLogList() {
  return (
    <List filters={filters} sort={{ field: 'date', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <DateField<Data.Admin.TimeLog> source="date" />
        <TextField<Data.Admin.TimeLog> source="start_time" />
        <TextField<Data.Admin.TimeLog> source="stop_time" />
        <ReferenceField<Data.Admin.TimeLog> source="user_id" reference="users" link={false} />
        <ReferenceField<Data.Admin.TimeLog> source="project_id" reference="projects" link={false} />
        <ReferenceField<Data.Admin.TimeLog> source="task_id" reference="tasks" link={false} />
        <TextField<Data.Admin.TimeLog> source="comments" />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
