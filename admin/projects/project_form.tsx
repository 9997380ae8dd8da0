import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { Timestamps } from '~admin/record_pages'
import { useRequired } from '~admin/validation'
import { plannedHoursLimitChoices } from '~admin/projects/planned_hours_limits'
import { defaultPlannedHoursLimit } from '~shared/planned_hours'

export function ProjectForm() {
  const required = useRequired()
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
      <Timestamps />
    </SimpleForm>
  )
}
