import { Labeled, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin'
import { TimestampField } from '~admin/fields'
import { kindChoices } from '~admin/security_events/choices'
import { PersonField } from '~admin/security_events/security_event_list'

/** One security event: what, whose, by whom, when, and from which address and browser. */
export function SecurityEventShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TimestampField source="created_at" />
        <SelectField source="kind" choices={kindChoices} />
        <Labeled label="resources.security-events.fields.user_id">
          <PersonField />
        </Labeled>
        <TextField
          source="actor.name"
          label="resources.security-events.fields.actor_id"
          emptyText="—"
        />
        <TextField source="ip" emptyText="—" />
        <TextField source="user_agent" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  )
}
