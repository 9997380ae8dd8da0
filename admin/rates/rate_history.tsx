import { Typography } from '@mui/material'
import {
  Datagrid,
  DeleteWithConfirmButton,
  Labeled,
  ReferenceManyField,
  TextField,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { DayField, formatDay } from '~admin/fields'
import { MoneyField } from '~admin/rates/money_field'
import type { Data } from '~generated/data'
import type { RateKind, RateSubject } from '~shared/rates'

/** The resource of the rate histories' steps (GET, POST, DELETE /api/admin/rate-changes). */
export const rateChanges = { name: 'rate-changes' }

/**
 * A step's delete button, after a confirmation naming its day; its column has no heading. The
 * record's form then shows the rate in force again, so that saving it does not set it back.
 */
function DeleteStepButton(_props: { label?: string }) {
  const step = useRecordContext<Data.Admin.RateChange>()
  const [locale] = useLocaleState()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!step) return null
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="resources.rate-changes.delete_title"
      confirmContent="resources.rate-changes.delete_text"
      titleTranslateOptions={{ date: formatDay(step.valid_from, locale) }}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.rate-changes.notifications.deleted', { type: 'info' })
          refresh()
        },
      }}
    />
  )
}

/**
 * On a record's edit page: the history of its rate of one kind, the newest first (from when,
 * the rate, who set it), each step deleted after a confirmation.
 */
export function RateHistory({ subject, kind }: { subject: RateSubject; kind: RateKind }) {
  const translate = useTranslate()
  const none = translate('resources.rate-changes.none')
  const empty = (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.rate-changes.empty')}
    </Typography>
  )
  return (
    <Labeled label={`resources.rate-changes.history.${kind}`} fullWidth sx={{ mt: 2 }}>
      <ReferenceManyField
        reference={rateChanges.name}
        target="subject_id"
        filter={{ subject, kind }}
        sort={{ field: 'valid_from', order: 'DESC' }}
        empty={empty}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty} sx={{ width: '100%' }}>
          <DayField source="valid_from" sortable={false} />
          <MoneyField source="rate" sortable={false} emptyText={none} />
          <TextField source="created_by_name" sortable={false} emptyText="—" />
          <DeleteStepButton label="" />
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  )
}
