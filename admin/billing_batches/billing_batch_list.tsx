import Chip from '@mui/material/Chip'
import {
  FunctionField,
  NumberField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { dateColumn, type ExportColumn } from '~admin/csv_export'
import { DayField, formatDay } from '~admin/fields'
import { referenceFilter, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'
import { decimalOf, formatMoney } from '~shared/money'

type Batch = Data.Admin.BillingBatch

const filters = [searchFilter, referenceFilter('client_id', 'clients')]

const exportColumns: ExportColumn<Batch>[] = [
  { source: 'number' },
  dateColumn('issued_on'),
  { source: 'client_id', value: (batch) => batch.client.name },
  dateColumn('date_from'),
  dateColumn('date_to'),
  { source: 'log_count' },
  { source: 'total', value: (batch) => decimalOf(batch.total, batch.currency) },
  { source: 'currency' },
  { source: 'undone_at', value: (batch) => batch.undone_at },
]

/** The batch's range, "1 Nov 2026 – 30 Nov 2026". */
export function RangeField(_props: { label?: string; sortable?: boolean }) {
  const [locale] = useLocaleState()
  return (
    <FunctionField<Batch>
      render={(batch) =>
        `${formatDay(batch.date_from, locale)} – ${formatDay(batch.date_to, locale)}`
      }
    />
  )
}

/** The batch's total in its currency. */
export function TotalField(_props: { label?: string; sortable?: boolean; textAlign?: 'right' }) {
  const [locale] = useLocaleState()
  return (
    <FunctionField<Batch>
      sx={{ whiteSpace: 'nowrap' }}
      render={(batch) => formatMoney(batch.total, batch.currency, locale)}
    />
  )
}

/** "Undone" on a batch that was undone; nothing on the others. */
export function UndoneMark(_props: { label?: string; sortable?: boolean }) {
  const batch = useRecordContext<Batch>()
  const translate = useTranslate()
  if (!batch?.undone_at) return null
  return <Chip size="small" label={translate('resources.billing-batches.undone_mark')} />
}

/** Every statement marked as billed, the newest first; undone ones stay, marked. */
export function BillingBatchList() {
  return (
    <AdminList
      filters={filters}
      sort={{ field: 'number', order: 'DESC' }}
      exportColumns={exportColumns}
    >
      <RecordRows
        link="show"
        primary={<TextField source="number" />}
        secondary={
          <>
            <TextField source="client.name" /> · <TotalField /> <UndoneMark />
          </>
        }
      >
        <TextField<Batch> source="number" />
        <DayField source="issued_on" />
        <TextField<Batch>
          source="client.name"
          label="resources.billing-batches.fields.client_id"
          sortable={false}
        />
        <RangeField label="resources.billing-batches.fields.range" sortable={false} />
        <TotalField label="resources.billing-batches.fields.total" textAlign="right" />
        <NumberField<Batch> source="log_count" sortable={false} />
        <UndoneMark label="resources.billing-batches.fields.status" sortable={false} />
      </RecordRows>
    </AdminList>
  )
}
