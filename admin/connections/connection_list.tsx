import {
  BooleanField,
  ChipField,
  Datagrid,
  List,
  NullableBooleanInput,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
} from 'react-admin'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'
import type { Data } from '~generated/data'

const filters = [
  searchFilter,
  referenceFilter('project_id', 'projects'),
  referenceFilter('task_id', 'tasks'),
  referenceFilter('user_ids', 'users'),
  <NullableBooleanInput key="active" source="active" />,
]

export function ConnectionList() {
  return (
    <List filters={filters}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField<Data.Admin.Connection>
          source="project_id"
          reference="projects"
          link={false}
        />
        <ReferenceField<Data.Admin.Connection> source="task_id" reference="tasks" link={false} />
        <ReferenceArrayField<Data.Admin.Connection>
          source="user_ids"
          reference="users"
          sortable={false}
        >
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <BooleanField<Data.Admin.Connection> source="active" />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
