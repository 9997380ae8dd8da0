import { Datagrid, DateField, DateInput, List, ReferenceField, TextField } from 'react-admin'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'

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
        <DateField source="date" />
        <TextField source="start_time" />
        <TextField source="stop_time" />
        <ReferenceField source="user_id" reference="users" link={false} />
        <ReferenceField source="project_id" reference="projects" link={false} />
        <ReferenceField source="task_id" reference="tasks" link={false} />
        <TextField source="comments" />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
