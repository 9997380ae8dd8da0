import { useState } from 'react'
import { Button, Stack } from '@mui/material'
import { mdiDownload, mdiUndoVariant } from '@mdi/js'
import {
  Confirm,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { DayField, TimestampField } from '~admin/fields'
import { RangeField, TotalField } from '~admin/billing_batches/billing_batch_list'
import type { Data } from '~generated/data'
import { Icon } from '~shared/icon'

type Batch = Data.Admin.BillingBatch

/** Undoes the batch after asking: its logs become editable again. */
function UndoButton() {
  const batch = useRecordContext<Batch>()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [open, setOpen] = useState(false)
  const [remove, { isPending }] = useDelete()
  if (!batch || batch.undone_at) return null
  const undo = () =>
    remove(
      'billing-batches',
      { id: batch.id, previousData: batch },
      {
        onSuccess: () => {
          notify('resources.billing-batches.undone', {
            type: 'info',
            messageArgs: { number: batch.number },
          })
          redirect('list', 'billing-batches')
        },
        onError: () => notify('ra.notification.http_error', { type: 'error' }),
        onSettled: () => setOpen(false),
      }
    )
  return (
    <>
      <Button
        color="error"
        startIcon={<Icon path={mdiUndoVariant} />}
        onClick={() => setOpen(true)}
      >
        {translate('resources.billing-batches.undo')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.billing-batches.undo_title"
        content="resources.billing-batches.undo_text"
        translateOptions={{ number: batch.number, smart_count: batch.log_count }}
        onConfirm={undo}
        onClose={() => setOpen(false)}
      />
    </>
  )
}

/** When and by whom the batch was undone, once it is. */
function Undone() {
  const batch = useRecordContext<Batch>()
  if (!batch?.undone_at) return null
  return (
    <Stack sx={{ gap: 1 }}>
      <Labeled label="resources.billing-batches.fields.undone_at">
        <TimestampField source="undone_at" />
      </Labeled>
      <Labeled label="resources.billing-batches.fields.undone_by">
        <TextField source="undone_by.name" emptyText="—" />
      </Labeled>
    </Stack>
  )
}

/** The batch's statement, with its number, as a file; none once it is undone (no logs). */
function Downloads() {
  const batch = useRecordContext<Batch>()
  const translate = useTranslate()
  if (!batch || batch.undone_at) return null
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {(['pdf', 'csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          size="small"
          href={`/api/admin/billing-batches/${batch.id}/export?format=${format}`}
          download
          startIcon={<Icon path={mdiDownload} />}
        >
          {translate(`invoicing.download.${format}`)}
        </Button>
      ))}
    </Stack>
  )
}

/** One billed statement: what it billed, for whom, and its downloads; undone from here. */
export function BillingBatchShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <UndoButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="number" />
        <DayField source="issued_on" />
        <TextField source="client.name" label="resources.billing-batches.fields.client_id" />
        <TextField
          source="project.name"
          label="resources.billing-batches.fields.project_id"
          emptyText="—"
        />
        <RangeField label="resources.billing-batches.fields.range" />
        <NumberField source="log_count" />
        <Labeled label="resources.billing-batches.fields.total">
          <TotalField />
        </Labeled>
        <TextField
          source="created_by.name"
          emptyText="—"
          label="resources.billing-batches.fields.created_by"
        />
        <TimestampField source="created_at" />
        <Undone />
        <Downloads />
      </SimpleShowLayout>
    </Show>
  )
}
