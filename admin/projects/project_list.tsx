import {
  BooleanField,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
} from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { dateColumn, type ExportColumn } from '~admin/csv_export'
import { DayField } from '~admin/fields'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { referenceFilter, RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'
import { plannedHoursLimitChoices } from '~admin/projects/planned_hours_limits'
import { BudgetProgress } from '~admin/projects/budget_progress'
import { MoneyField } from '~admin/rates/money_field'
import { amountText } from '~admin/rates/money'

const filters = [
  searchFilter,
  referenceFilter('client_id', 'clients'),
  <NullableBooleanInput key="billable" source="billable" />,
  <NullableBooleanInput key="active" source="active" />,
  <DatePickerInput key="start_date_gte" source="start_date_gte" compact />,
  <DatePickerInput key="end_date_lte" source="end_date_lte" compact />,
]

const exportColumns: ExportColumn<Data.Admin.Project>[] = [
  { source: 'name' },
  { source: 'client_id', value: (project) => project.client_name },
  { source: 'billable' },
  { source: 'planned_hours' },
  { source: 'planned_hours_limit' },
  { source: 'billable_rate', value: (project) => amountText(project.billable_rate) },
  { source: 'budget_amount', value: (project) => amountText(project.budget_amount) },
  { source: 'budget_period' },
  { source: 'budget_used', value: (project) => amountText(project.budget_used) },
  dateColumn('start_date'),
  dateColumn('end_date'),
  { source: 'active' },
]

export function ProjectList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <RecordRows
        primary={<TextField source="name" />}
        secondary={<TextField source="client_name" />}
      >
        <TextField<Data.Admin.Project> source="name" />
        <ReferenceField<Data.Admin.Project> source="client_id" reference="clients" link={false} />
        <BooleanField<Data.Admin.Project> source="billable" />
        <NumberField<Data.Admin.Project> source="planned_hours" />
        <SelectField<Data.Admin.Project>
          source="planned_hours_limit"
          choices={plannedHoursLimitChoices}
        />
        <MoneyField source="billable_rate" sortable={false} />
        <BudgetProgress label="resources.projects.fields.budget_used" sortable={false} />
        <DayField source="start_date" />
        <DayField source="end_date" />
        <BooleanField<Data.Admin.Project> source="active" />
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
