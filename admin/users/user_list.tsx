import {
  BooleanField,
  EmailField,
  NullableBooleanInput,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import Chip from '@mui/material/Chip'
import { AdminList } from '~admin/admin_list'
import { choiceColumn, momentColumn, type ExportColumn } from '~admin/csv_export'
import { TimestampField } from '~admin/fields'
import { RowButtons, searchFilter } from '~admin/record_pages'
import { RecordRows } from '~admin/record_rows'
import { roleChoices } from '~admin/users/roles'
import type { Data } from '~generated/data'
import { MoneyField } from '~admin/rates/money_field'
import { amountText } from '~admin/rates/money'

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="active" source="active" />,
  <NullableBooleanInput key="invited" source="invited" />,
]

const exportColumns: ExportColumn<Data.Admin.User>[] = [
  { source: 'name' },
  { source: 'email' },
  choiceColumn('role', roleChoices),
  { source: 'active' },
  { source: 'invited' },
  { source: 'available_hours' },
  { source: 'billable_rate', value: (user) => amountText(user.billable_rate) },
  { source: 'cost_rate', value: (user) => amountText(user.cost_rate) },
  momentColumn('email_verified_at'),
]

/** "Invited" for an account whose owner has not chosen a password yet; nothing otherwise. */
function InvitedField(_props: { source: 'invited'; sortable: false }) {
  const user = useRecordContext<Data.Admin.User>()
  const translate = useTranslate()
  if (!user?.invited) return null
  return <Chip size="small" color="info" label={translate('resources.users.fields.invited')} />
}

export function UserList() {
  return (
    <AdminList
      filters={filters}
      exportColumns={exportColumns}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <RecordRows primary={<TextField source="name" />} secondary={<TextField source="email" />}>
        <TextField<Data.Admin.User> source="name" />
        <EmailField<Data.Admin.User> source="email" />
        <SelectField<Data.Admin.User> source="role" choices={roleChoices} />
        <BooleanField<Data.Admin.User> source="active" />
        <InvitedField source="invited" sortable={false} />
        <NumberField<Data.Admin.User> source="available_hours" />
        <MoneyField source="billable_rate" sortable={false} />
        <MoneyField source="cost_rate" sortable={false} />
        <TimestampField source="email_verified_at" sortable={false} />
        <RowButtons />
      </RecordRows>
    </AdminList>
  )
}
