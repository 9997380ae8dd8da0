import {
  BooleanField,
  ChipField,
  NullableBooleanInput,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
} from 'react-admin'
import { AdminList } from '~admin/admin_list'
import type { ExportColumn } from '~admin/csv_export'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'
import { MoneyField } from '~admin/rates/money_field'
import { amountText } from '~admin/rates/money'

const filters = [
  searchFilter,
  referenceFilter('project_id', 'projects'),
  referenceFilter('task_id', 'tasks'),
  referenceFilter('user_ids', 'users'),
  <NullableBooleanInput key="active" source="active" />,
]

const exportColumns: ExportColumn<Data.Admin.Connection>[] = [
  { source: 'project_id', reference: 'projects' },
  { source: 'task_id', value: (connection) => connection.task_name },
  { source: 'user_ids', reference: 'users' },
  { source: 'active' },
  { source: 'billable_rate', value: (connection) => amountText(connection.billable_rate) },
]

/** The people who may log time on the connection, as chips; the table reads its column's props. */
function ConnectionUsers(props: { source: 'user_ids'; sortable: false }) {
  return (
    <ReferenceArrayField<Data.Admin.Connection> {...props} reference="users">
      <SingleFieldList linkType={false}>
        <ChipField source="name" size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  )
}

export function ConnectionList() {
  return (
    <AdminList filters={filters} exportColumns={exportColumns}>
      <RecordRows
        primary={(connection) => `${connection.project_name} – ${connection.task_name}`}
        secondary={<ConnectionUsers source="user_ids" sortable={false} />}
      >
        <ReferenceField<Data.Admin.Connection>
          source="project_id"
          reference="projects"
          link={false}
        />
        <ReferenceField<Data.Admin.Connection> source="task_id" reference="tasks" link={false} />
        <ConnectionUsers source="user_ids" sortable={false} />
        <BooleanField<Data.Admin.Connection> source="active" />
        <MoneyField source="billable_rate" sortable={false} />
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
