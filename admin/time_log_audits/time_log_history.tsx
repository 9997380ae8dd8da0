import { Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  Datagrid,
  Labeled,
  ReferenceManyField,
  SelectField,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin'
import { TimestampField } from '~admin/fields'
import { ChangeField } from '~admin/time_log_audits/change_field'
import { actionChoices, reasonChoices } from '~admin/time_log_audits/choices'

/**
 * On a log's edit page: the changes administrators made to it in a closed period, the
 * newest first, each with who, when, why it was recorded, and before → after.
 */
export function TimeLogHistory() {
  const translate = useTranslate()
  // A phone shows each change as lines, so the page never scrolls sideways.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <Labeled label={translate('resources.time-log-audits.history')} fullWidth sx={{ mt: 2 }}>
      <ReferenceManyField
        reference="time-log-audits"
        target="time_log_id"
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('resources.time-log-audits.empty_history')}
          </Typography>
        }
      >
        {narrow ? (
          <SimpleList
            primaryText={<ChangeField />}
            secondaryText={
              <>
                <TimestampField source="created_at" /> · <TextField source="actor.name" /> ·{' '}
                <SelectField source="reason" choices={reasonChoices} />
              </>
            }
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} sx={{ width: '100%' }}>
            <TimestampField source="created_at" sortable={false} />
            <TextField
              source="actor.name"
              sortable={false}
              label="resources.time-log-audits.fields.actor_id"
              emptyText="—"
            />
            <SelectField source="action" choices={actionChoices} sortable={false} />
            <SelectField source="reason" choices={reasonChoices} sortable={false} />
            <ChangeField label="resources.time-log-audits.fields.change" sortable={false} />
          </Datagrid>
        )}
      </ReferenceManyField>
    </Labeled>
  )
}
