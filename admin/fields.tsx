import dayjs from 'dayjs'
import 'dayjs/locale/nl'
import { FunctionField, useLocaleState, type FunctionFieldProps } from 'react-admin'
import { formatTime } from '~shared/times'

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

/** A calendar date as the panel shows it, "26 Nov 2026". */
export const formatDay = (value: string, locale: string) =>
  dayjs(value).locale(locale).format('D MMM YYYY')

export function DayField(props: ValueFieldProps) {
  return <FormattedField {...props} toText={formatDay} />
}

/** A moment, "26 Nov 2026 14:05", on the 24-hour clock in every language. */
export function TimestampField(props: ValueFieldProps) {
  return (
    <FormattedField
      {...props}
      toText={(value, locale) => dayjs(value).locale(locale).format('D MMM YYYY HH:mm')}
    />
  )
}

/** A time of day without zero seconds, "09:30". */
export function TimeOfDayField(props: ValueFieldProps) {
  return <FormattedField {...props} toText={formatTime} />
}
