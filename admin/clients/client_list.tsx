import { BooleanField, EmailField, NullableBooleanInput, TextField } from 'react-admin'
import { AdminList } from '~admin/admin_list'
import { momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import type { Data } from '~generated/data'
import { MoneyField } from '~admin/rates/money_field'
import { amountText } from '~admin/rates/money'

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />]

const exportColumns: ExportColumn<Data.Admin.Client>[] = [
  { source: 'name' },
  { source: 'email' },
  { source: 'active' },
  { source: 'billable_rate', value: (client) => amountText(client.billable_rate) },
  momentColumn('updated_at'),
]

export function ClientList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <RecordRows primary={<TextField source="name" />} secondary={<TextField source="email" />}>
        <TextField<Data.Admin.Client> source="name" />
        <EmailField<Data.Admin.Client> source="email" />
        <BooleanField<Data.Admin.Client> source="active" />
        <MoneyField source="billable_rate" sortable={false} />
        <TimestampField source="updated_at" />
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
