import {
  AutocompleteInput,
  BooleanField,
  ChipField,
  Datagrid,
  List,
  NullableBooleanInput,
  ReferenceArrayField,
  ReferenceField,
  ReferenceInput,
  SingleFieldList,
} from 'react-admin'
import { RowButtons, searchFilter } from '~admin/record_pages'

const filters = [
  searchFilter,
  <ReferenceInput key="project_id" source="project_id" reference="projects">
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="task_id" source="task_id" reference="tasks">
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="user_ids" source="user_ids" reference="users">
    <AutocompleteInput />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
]

export function ConnectionList() {
  return (
    <List filters={filters}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField source="project_id" reference="projects" link={false} />
        <ReferenceField source="task_id" reference="tasks" link={false} />
        <ReferenceArrayField source="user_ids" reference="users" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <BooleanField source="active" />
        <RowButtons />
      </Datagrid>
    </List>
  )
}
