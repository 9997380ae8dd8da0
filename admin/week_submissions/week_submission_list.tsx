import {
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  useListContext,
  useLocaleState,
} from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { choiceColumn, csvDate, momentColumn, type ExportColumn } from '~admin/csv_export'
import { formatDay, TimestampField } from '~admin/fields'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { referenceFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import { formatHours } from '~shared/durations'
import { DecisionButton } from '~admin/week_submissions/decision_dialog'
import { StatusField, statusChoices } from '~admin/week_submissions/statuses'
import type { Data } from '~generated/data'

const filters = [
  referenceFilter('user_id', 'users'),
  <DatePickerInput key="week" source="week" compact />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
]

const exportColumns: ExportColumn<Data.Admin.WeekSubmission>[] = [
  { source: 'user_id', value: (week) => week.user.name },
  { source: 'week', value: (week) => `${csvDate(week.starts_on)} – ${csvDate(week.ends_on)}` },
  choiceColumn('status', statusChoices),
  { source: 'total_seconds', value: (week) => formatHours(week.total_seconds) },
  { source: 'log_count' },
  momentColumn('submitted_at'),
  momentColumn('decided_at'),
  { source: 'decided_by', value: (week) => week.decided_by?.name },
  { source: 'comment' },
]

/** "2 Nov 2026 – 8 Nov 2026", in the panel's language. */
export function useWeekText() {
  const [locale] = useLocaleState()
  return (week: Pick<Data.Admin.WeekSubmission, 'starts_on' | 'ends_on'>) =>
    `${formatDay(week.starts_on, locale)} – ${formatDay(week.ends_on, locale)}`
}

function WeekField(_props: { label?: string; sortBy?: string }) {
  const weekText = useWeekText()
  return (
    <FunctionField<Data.Admin.WeekSubmission> sx={{ whiteSpace: 'nowrap' }} render={weekText} />
  )
}

/** Approve or reject the ticked weeks at once. */
function BulkDecisionButtons() {
  const { selectedIds, onUnselectItems } = useListContext()
  return (
    <>
      <DecisionButton decision="approve" ids={selectedIds} onDone={() => onUnselectItems()} />
      <DecisionButton decision="reject" ids={selectedIds} onDone={() => onUnselectItems()} />
    </>
  )
}

/** On a phone: who, then the week and its status. */
function PhoneDetails() {
  const weekText = useWeekText()
  return (
    <FunctionField<Data.Admin.WeekSubmission>
      render={(week) => (
        <>
          {weekText(week)} · <StatusField />
        </>
      )}
    />
  )
}

/** The queue: the submitted weeks first, the oldest submission on top. */
export function WeekSubmissionList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      filterDefaultValues={{ status: 'submitted' }}
      sort={{ field: 'submitted_at', order: 'ASC' }}
    >
      <RecordRows
        link="show"
        primary={<TextField source="user.name" />}
        secondary={<PhoneDetails />}
        bulkActionButtons={<BulkDecisionButtons />}
      >
        <TextField<Data.Admin.WeekSubmission>
          source="user.name"
          sortBy="user"
          label="resources.week-submissions.fields.user_id"
        />
        <WeekField label="resources.week-submissions.fields.week" sortBy="starts_on" />
        <StatusField label="resources.week-submissions.fields.status" sortBy="status" />
        <FunctionField<Data.Admin.WeekSubmission>
          source="total_seconds"
          sortable={false}
          textAlign="right"
          render={(week) => formatHours(week.total_seconds)}
        />
        <NumberField<Data.Admin.WeekSubmission> source="log_count" sortable={false} />
        <TimestampField source="submitted_at" />
        <TimestampField source="decided_at" />
        <TextField<Data.Admin.WeekSubmission>
          source="decided_by.name"
          sortable={false}
          label="resources.week-submissions.fields.decided_by"
        />
        <TextField<Data.Admin.WeekSubmission> source="comment" sortable={false} />
      </RecordRows>
    </AdminList>
  )
}
