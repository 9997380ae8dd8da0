import { FunctionField, useLocaleState, type FunctionFieldProps } from 'react-admin'
import { formatAmount } from '~admin/rates/money'

/** An amount in minor units as money in the panel's language, "€ 80,50"; empty for none. */
export function MoneyField(props: Omit<FunctionFieldProps, 'render'> & { source: string }) {
  const [locale] = useLocaleState()
  return (
    <FunctionField
      {...props}
      sx={{ whiteSpace: 'nowrap' }}
      render={(record) => {
        const value = record[props.source] as number | null | undefined
        return typeof value === 'number' ? formatAmount(value, locale) : (props.emptyText ?? '')
      }}
    />
  )
}
