import { PickersProvider } from '~shared/pickers_provider'
import { RangeDateField } from '~shared/range_date_field'

interface DateRangePickersProps {
  locale: string
  from: string
  to: string
  fromLabel: string
  toLabel: string
  onFromChange: (date: string) => void
  onToChange: (date: string) => void
}

/** The two dates of a custom range; loaded only when a custom range is chosen. */
export default function DateRangePickers(props: DateRangePickersProps) {
  return (
    <PickersProvider locale={props.locale}>
      <RangeDateField
        name="date_from"
        label={props.fromLabel}
        value={props.from}
        compact
        onChange={props.onFromChange}
      />
      <RangeDateField
        name="date_to"
        label={props.toLabel}
        value={props.to}
        compact
        onChange={props.onToChange}
      />
    </PickersProvider>
  )
}
