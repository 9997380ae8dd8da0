import {
  AutocompleteInput,
  BooleanInput,
  Labeled,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin'
import { Stack } from '@mui/material'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { plannedHoursLimitChoices } from '~admin/projects/planned_hours_limits'
import { defaultPlannedHoursLimit } from '~shared/planned_hours'
import { budgetPeriods } from '~shared/budgets'
import { MoneyInput } from '~admin/rates/money_input'
import { RateInputs } from '~admin/rates/rate_inputs'
import { RateHistory } from '~admin/rates/rate_history'
import { BudgetProgress } from '~admin/projects/budget_progress'
import type { Data } from '~generated/data'

const budgetPeriodChoices = budgetPeriods.map((id) => ({
  id,
  name: `resources.projects.budget_periods.${id}`,
}))

export function ProjectForm() {
  const required = useRequired()
  const record = useRecordContext<Data.Admin.Project>()
  return (
    <SimpleForm>
      <ReferenceInput source="client_id" reference="clients">
        <AutocompleteInput validate={required} fullWidth />
      </ReferenceInput>
      <TextInput source="name" validate={required} />
      <BooleanInput source="billable" defaultValue={true} />
      <NumberInput source="planned_hours" min={0} step={0.25} size="medium" />
      <SelectInput
        source="planned_hours_limit"
        choices={plannedHoursLimitChoices}
        defaultValue={defaultPlannedHoursLimit}
        validate={required}
      />
      <DatePickerInput source="start_date" />
      <DatePickerInput source="end_date" />
      <BooleanInput source="active" defaultValue={true} />
      <RateInputs kind="billable" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <MoneyInput source="budget_amount" />
        <SelectInput
          source="budget_period"
          choices={budgetPeriodChoices}
          defaultValue="total"
          validate={required}
        />
      </Stack>
      {typeof record?.budget_amount === 'number' && (
        <Labeled source="budget_used">
          <BudgetProgress />
        </Labeled>
      )}
      {record?.id && <RateHistory subject="project" kind="billable" />}
      <Timestamps />
    </SimpleForm>
  )
}
