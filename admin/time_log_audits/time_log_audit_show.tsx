import { Labeled, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { TimestampField } from '~admin/fields'
import { ChangeField } from '~admin/time_log_audits/change_field'
import { actionChoices, reasonChoices } from '~admin/time_log_audits/choices'
import { LogLinkField } from '~admin/time_log_audits/time_log_audit_list'

/** One recorded change: who changed whose log when, why it was recorded, before → after. */
export function TimeLogAuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TimestampField source="created_at" />
        <TextField
          source="actor.name"
          label="resources.time-log-audits.fields.actor_id"
          emptyText="—"
        />
        <TextField source="user.name" label="resources.time-log-audits.fields.user_id" />
        <Labeled label="resources.time-log-audits.fields.time_log_id">
          <LogLinkField />
        </Labeled>
        <SelectField source="action" choices={actionChoices} />
        <SelectField source="reason" choices={reasonChoices} />
        <Labeled label="resources.time-log-audits.fields.change">
          <ChangeField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  )
}
