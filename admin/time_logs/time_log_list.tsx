import { ChipField, ReferenceField, TextField } from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { dateColumn, moneyColumn, timeColumn, type ExportColumn } from '~admin/csv_export'
import { DayField, MoneyField, TimeOfDayField } from '~admin/fields'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'

const filters = [
  searchFilter,
  referenceFilter('user_id', 'users'),
  referenceFilter('project_id', 'projects'),
  referenceFilter('task_id', 'tasks'),
  <DatePickerInput key="date_gte" source="date_gte" compact />,
  <DatePickerInput key="date_lte" source="date_lte" compact />,
]

const exportColumns: ExportColumn<Data.Admin.TimeLog>[] = [
  dateColumn('date'),
  timeColumn('start_time'),
  timeColumn('stop_time'),
  { source: 'user_id', reference: 'users' },
  { source: 'project_id', reference: 'projects' },
  { source: 'task_id', reference: 'tasks' },
  { source: 'comments' },
  moneyColumn('billable_rate'),
  moneyColumn('billable_amount'),
  moneyColumn('cost_rate'),
  moneyColumn('cost_amount'),
  { source: 'currency' },
  { source: 'billing_batch_id', reference: 'billing-batches' },
]

/** On a phone: "26 Nov 2026 09:00–10:15", then who logged it on what. */
function PhoneLine() {
  return (
    <>
      <DayField source="date" /> <TimeOfDayField source="start_time" />–
      <TimeOfDayField source="stop_time" />
    </>
  )
}

function PhoneDetails() {
  return (
    <>
      <ReferenceField source="user_id" reference="users" link={false} />
      {' · '}
      <ReferenceField source="project_id" reference="projects" link={false} />
      {' · '}
      <ReferenceField source="task_id" reference="tasks" link={false} />
    </>
  )
}

export function TimeLogList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <RecordRows primary={<PhoneLine />} secondary={<PhoneDetails />}>
        <DayField source="date" />
        <TimeOfDayField source="start_time" />
        <TimeOfDayField source="stop_time" />
        <ReferenceField<Data.Admin.TimeLog> source="user_id" reference="users" link={false} />
        <ReferenceField<Data.Admin.TimeLog> source="project_id" reference="projects" link={false} />
        <ReferenceField<Data.Admin.TimeLog> source="task_id" reference="tasks" link={false} />
        <TextField<Data.Admin.TimeLog> source="comments" />
        <MoneyField source="billable_amount" sortable={false} />
        <MoneyField source="cost_amount" sortable={false} />
        <ReferenceField<Data.Admin.TimeLog>
          source="billing_batch_id"
          reference="billing-batches"
          link="show"
          sortable={false}
        >
          <ChipField source="number" size="small" />
        </ReferenceField>
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
