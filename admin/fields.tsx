import dayjs from 'dayjs'
import 'dayjs/locale/nl'
import { FunctionField, useLocaleState, type FunctionFieldProps } from 'react-admin'
import { formatTimeOfDay } from '~shared/date_formats'
import { signedInFormats } from '~admin/signed_in_user'
import { formatMoney } from '~shared/money'

type ValueFieldProps = Omit<FunctionFieldProps, 'render'> & { source: string }

/** One line, whatever the column's width. */
const oneLine = { whiteSpace: 'nowrap' } as const

/** Renders the record's value at the source with the format, in the panel's language. */
function FormattedField({
  toText,
  ...props
}: ValueFieldProps & { toText: (value: string, locale: string) => string }) {
  const [locale] = useLocaleState()
  return (
    <FunctionField
      {...props}
      sx={oneLine}
      render={(record) => {
        const value = record[props.source] as string | null | undefined
        return value ? toText(value, locale) : (props.emptyText ?? '')
      }}
    />
  )
}

/** The dayjs format of a day in the administrator's date format. */
const dayFormat = { dmy: 'D MMM YYYY', mdy: 'MMM D, YYYY', iso: 'YYYY-MM-DD' }[
  signedInFormats.dateFormat
]

/** A calendar date as the panel shows it, in the administrator's format: "26 Nov 2026". */
export const formatDay = (value: string, locale: string) =>
  dayjs(value).locale(locale).format(dayFormat)

/** A time of day in the administrator's format, without zero seconds: "09:30", "9:30 AM". */
export const formatTime = (time: string) => formatTimeOfDay(time, signedInFormats.timeFormat)

export function DayField(props: ValueFieldProps) {
  return <FormattedField {...props} toText={formatDay} />
}

/** A moment, "26 Nov 2026 14:05", in the administrator's date and time formats. */
export function TimestampField(props: ValueFieldProps) {
  return (
    <FormattedField
      {...props}
      toText={(value, locale) => {
        const moment = dayjs(value).locale(locale)
        return `${moment.format(dayFormat)} ${formatTime(moment.format('HH:mm'))}`
      }}
    />
  )
}

/** A time of day without zero seconds, "09:30". */
export function TimeOfDayField(props: ValueFieldProps) {
  return <FormattedField {...props} toText={formatTime} />
}

/** Money in minor units, in the record's currency: "€1,234.50"; nothing without an amount. */
export function MoneyField(props: ValueFieldProps) {
  const [locale = 'en'] = useLocaleState()
  return (
    <FunctionField
      {...props}
      sx={oneLine}
      textAlign="right"
      render={(record) => {
        const value = record[props.source] as number | null | undefined
        return typeof value === 'number' ? formatMoney(value, record.currency, locale) : ''
      }}
    />
  )
}
