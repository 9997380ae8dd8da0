import { lazy, Suspense, useState } from 'react'
import { Box, Button, Card, LinearProgress, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import { ClientReport } from '~admin/reports/client_report'
import { GroupedReport, useGroupName } from '~admin/reports/grouped_report'
import { hoursOf } from '~shared/durations'
import { PeopleReport, useShortDate } from '~admin/reports/people_report'
import { ProjectReport } from '~admin/reports/project_report'
import type { ChartSeries, TeamReportChartProps } from '~admin/reports/team_report_chart'
import type { TeamSummary, View } from '~admin/reports/team_report_query'
import { isPeriod } from '~shared/report_query'
import { minorDigits } from '~shared/money'

// The charts library loads with the report's first chart, not with the panel.
const TeamReportChart = lazy(() => import('~admin/reports/team_report_chart'))

/** The most groups a chart names; a table lists them all. */
const chartedGroups = 12

function Chart(props: TeamReportChartProps) {
  const translate = useTranslate()
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
      <TeamReportChart {...props} />
    </Suspense>
  )
}

/**
 * The chart's bars for a view: per person or project by name, or over time per group; of hours,
 * or of the billable amounts.
 */
function useChart(view: View, summary: TeamSummary, byAmount: boolean): TeamReportChartProps {
  const translate = useTranslate()
  const groupName = useGroupName()
  const shortDate = useShortDate()
  const top = summary.groups.slice(0, chartedGroups)
  const names = top.map((group) => groupName(group, summary.group))
  const { currency } = summary
  if (byAmount && currency) {
    const unit = 10 ** minorDigits(currency)
    const major = (minor: number | undefined) => (minor ?? 0) / unit
    const label = translate('team_reports.chart_amount')
    const title = translate(`team_reports.amount_chart.${view}`)
    if (view !== 'grouped') {
      const series = [{ label, values: top.map((group) => major(group.billable_amount)) }]
      return { title, horizontal: true, categories: names, series, currency }
    }
    const series: ChartSeries[] = isPeriod(summary.group)
      ? [{ label, values: summary.series.map((bucket) => major(bucket.billable_amount)) }]
      : top.map((group, index) => ({
          label: names[index],
          stack: 'groups',
          values: summary.series.map((bucket) => major(bucket.group_amounts?.[group.key])),
        }))
    const categories = summary.series.map((bucket) => shortDate(bucket.start))
    return { title, categories, series, currency }
  }
  const title = translate(`team_reports.chart.${view}`)
  const hoursLabel = translate('team_reports.chart_hours')
  if (view === 'people') {
    return {
      title,
      horizontal: true,
      categories: names,
      series: [
        { label: hoursLabel, values: top.map((group) => hoursOf(group.seconds)) },
        {
          label: translate('team_reports.chart_available'),
          values: top.map((group) => hoursOf(group.available_seconds ?? 0)),
        },
      ],
    }
  }
  if (view !== 'grouped') {
    const series = [{ label: hoursLabel, values: top.map((group) => hoursOf(group.seconds)) }]
    return { title, horizontal: true, categories: names, series }
  }
  // Over time, stacked by the top-level groups; a period grouping is the time axis itself.
  const series: ChartSeries[] = isPeriod(summary.group)
    ? [{ label: hoursLabel, values: summary.series.map((bucket) => hoursOf(bucket.seconds)) }]
    : top.map((group, index) => ({
        label: names[index],
        stack: 'groups',
        values: summary.series.map((bucket) => hoursOf(bucket.groups[group.key] ?? 0)),
      }))
  return { title, categories: summary.series.map((bucket) => shortDate(bucket.start)), series }
}

const tables = {
  people: PeopleReport,
  projects: ProjectReport,
  clients: ClientReport,
  grouped: GroupedReport,
}

/** A view's chart above its table; where the summary carries money, the chart of hours or of it. */
export function TeamReportView({ view, summary }: { view: View; summary: TeamSummary }) {
  const translate = useTranslate()
  const [byAmount, setByAmount] = useState(false)
  const chart = useChart(view, summary, byAmount)
  const Table = tables[view]
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {summary.currency && (
        <Box
          role="group"
          aria-label={translate('team_reports.chart_by')}
          sx={{ display: 'flex', gap: 1 }}
        >
          {[false, true].map((amount) => (
            <Button
              key={String(amount)}
              size="small"
              variant={byAmount === amount ? 'contained' : 'outlined'}
              aria-pressed={byAmount === amount}
              onClick={() => setByAmount(amount)}
            >
              {translate(amount ? 'team_reports.chart_amount' : 'team_reports.chart_hours')}
            </Button>
          ))}
        </Box>
      )}
      <Chart {...chart} />
      {/* A wide table scrolls on its own; keyboard users reach the scrolling by focusing it. */}
      <Card
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={translate(`team_reports.views.${view}`)}
        sx={{ overflowX: 'auto' }}
      >
        <Table summary={summary} />
      </Card>
    </Stack>
  )
}
