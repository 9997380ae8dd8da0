import { Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import { DatePickerInput } from '~admin/inputs/picker_inputs'
import { MoneyInput } from '~admin/rates/money_input'
import { todayText } from '~admin/rates/money'
import type { RateKind } from '~shared/rates'

/**
 * A record's hourly rate of one kind and, beside it, the day it applies from (today unless
 * chosen): the server adds the change to the rate's history and prices the logs from that day.
 */
export function RateInputs({ kind }: { kind: RateKind }) {
  const translate = useTranslate()
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <MoneyInput
        source={`${kind}_rate`}
        label={`resources.rate-changes.${kind}_rate`}
        suffix={translate('resources.rate-changes.per_hour')}
      />
      <DatePickerInput
        source={`${kind}_rate_from`}
        label="resources.rate-changes.applies_from"
        defaultValue={todayText()}
      />
    </Stack>
  )
}
