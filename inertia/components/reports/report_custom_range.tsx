import { TimeLogPickersProvider } from '~/components/time_logs/time_log_pickers_provider'
import { useTranslation } from '~/hooks/use_translation'
import type { DateRange } from '~shared/date_ranges'
import { RangeDateField } from '~shared/range_date_field'

interface ReportCustomRangeProps {
  range: DateRange
  errors: { date_from?: string; date_to?: string }
  onChange: (field: keyof DateRange, date: string) => void
}

/** A custom range's first and last date, as the time log form picks a date. */
export default function ReportCustomRange({ range, errors, onChange }: ReportCustomRangeProps) {
  const { t } = useTranslation()
  return (
    <TimeLogPickersProvider>
      <RangeDateField
        name="date_from"
        label={t('report_page.range.from')}
        value={range.from}
        error={errors.date_from}
        onChange={(date) => onChange('from', date)}
      />
      <RangeDateField
        name="date_to"
        label={t('report_page.range.to')}
        value={range.to}
        error={errors.date_to}
        onChange={(date) => onChange('to', date)}
      />
    </TimeLogPickersProvider>
  )
}
