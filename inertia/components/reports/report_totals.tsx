import { Card, CardContent, Typography } from '@mui/material'
import { useTranslation } from '~/hooks/use_translation'
import { formatHours } from '~shared/durations'
import { formatMoney } from '~shared/money'
import { type SummaryData } from '~/lib/report_query'

/**
 * The report's totals: hours, billable hours, the billable amount where the viewer may see it,
 * and the number of logs.
 */
export function ReportTotals({ totals, currency }: Pick<SummaryData, 'totals' | 'currency'>) {
  const { t, locale } = useTranslation()
  const figures = [
    { id: 'hours', label: t('report_page.totals.hours'), value: formatHours(totals.seconds) },
    {
      id: 'billable-hours',
      label: t('report_page.totals.billable_hours'),
      value: formatHours(totals.billable_seconds),
    },
    ...(currency
      ? [
          {
            id: 'amount',
            label: t('report_page.totals.amount'),
            value: formatMoney(totals.billable_amount ?? 0, currency, locale),
          },
        ]
      : []),
    {
      id: 'logs',
      label: t('report_page.totals.logs'),
      value: totals.count.toLocaleString(locale),
    },
  ]

  return (
    <Card
      variant="outlined"
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${figures.length}, minmax(0, 1fr))`,
        },
        m: 0,
        mb: 3,
      }}
    >
      {figures.map((figure) => (
        <CardContent key={figure.id} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            data-testid={`total-${figure.id}`}
            sx={{ m: 0, fontVariantNumeric: 'tabular-nums', typography: { xs: 'h6', sm: 'h4' } }}
          >
            {figure.value}
          </Typography>
        </CardContent>
      ))}
    </Card>
  )
}
