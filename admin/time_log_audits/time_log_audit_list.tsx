import { FunctionField, NumberInput, SelectField, TextField } from 'react-admin'
import { Link } from 'react-router-dom'
import { AdminList } from '~admin/admin_list'
import { TimestampField } from '~admin/fields'
import { referenceFilter } from '~admin/record_pages'
import type { Data } from '~generated/data'
import { RecordRows } from '~admin/record_rows'
import { ChangeField } from '~admin/time_log_audits/change_field'
import { actionChoices, reasonChoices } from '~admin/time_log_audits/choices'

const filters = [
  referenceFilter('user_id', 'users'),
  <NumberInput key="time_log_id" source="time_log_id" min={1} size="small" />,
]

/** The log's number, opening the log while it exists. */
export function LogLinkField(_props: { label?: string; sortable?: boolean }) {
  return (
    <FunctionField<Data.Admin.TimeLogAudit>
      render={(audit) =>
        audit.action === 'deleted' ? (
          `#${audit.time_log_id}`
        ) : (
          <Link to={`/time-logs/${audit.time_log_id}`} onClick={(event) => event.stopPropagation()}>
            #{audit.time_log_id}
          </Link>
        )
      }
    />
  )
}

/** Every recorded change to a log in a closed period, the newest first. */
export function TimeLogAuditList() {
  return (
    <AdminList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
      exportColumns={false}
    >
      <RecordRows
        link="show"
        primary={<ChangeField />}
        secondary={
          <>
            <TimestampField source="created_at" /> · <TextField source="user.name" />
          </>
        }
      >
        <TimestampField source="created_at" />
        <TextField<Data.Admin.TimeLogAudit>
          source="user.name"
          sortable={false}
          label="resources.time-log-audits.fields.user_id"
        />
        <LogLinkField label="resources.time-log-audits.fields.time_log_id" sortable={false} />
        <SelectField<Data.Admin.TimeLogAudit>
          source="action"
          choices={actionChoices}
          sortable={false}
        />
        <SelectField<Data.Admin.TimeLogAudit>
          source="reason"
          choices={reasonChoices}
          sortable={false}
        />
        <ChangeField label="resources.time-log-audits.fields.change" sortable={false} />
        <TextField<Data.Admin.TimeLogAudit>
          source="actor.name"
          sortable={false}
          label="resources.time-log-audits.fields.actor_id"
          emptyText="—"
        />
      </RecordRows>
    </AdminList>
  )
}
