import { useId, useState } from 'react'
import dayjs from 'dayjs'
import { BarChart } from '@mui/x-charts/BarChart'
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { visuallyHidden } from '@mui/utils'
import { useChartColours } from '~/hooks/use_chart_colours'
import { useTranslation } from '~/hooks/use_translation'
import { formatAxisDay, formatDate } from '~/lib/dates'
import { chartHoursAxis, formatChartHours, formatHours, hoursOf } from '~shared/durations'
import { groupLabel, type SummaryData } from '~/lib/report_query'
import { isPeriod } from '~shared/report_query'
import { formatMoney, minorDigits } from '~shared/money'

/** The groups a chart shows by name; the smaller ones are added up as one. */
const namedGroups = 8

interface ChartSeries {
  id: string
  label: string
  /** Seconds, or minor units of money, per bucket of the chart's axis. */
  values: number[]
}

/** What the charts measure: hours (of seconds) or money (of minor units). */
interface Measure {
  id: 'hours' | 'amount'
  label: string
  /** What a bar draws of a value: hours, or whole units of money. */
  toBar: (value: number) => number
  /** A bar's value as words. */
  formatBar: (bar: number | null) => string
  /** A value as the table writes it. */
  format: (value: number) => string
  axis: (bars: { data: number[] }[]) => object
}

function hoursMeasure(label: string): Measure {
  return {
    id: 'hours',
    label,
    toBar: hoursOf,
    formatBar: formatChartHours,
    format: formatHours,
    axis: chartHoursAxis,
  }
}

function amountMeasure(label: string, currency: string, locale: string): Measure {
  const unit = 10 ** minorDigits(currency)
  const format = (value: number) => formatMoney(value, currency, locale)
  const formatBar = (bar: number | null) => format(Math.round((bar ?? 0) * unit))
  // The axis in whole units, so that its ticks fit.
  const tick = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  })
  return {
    id: 'amount',
    label,
    toBar: (value) => value / unit,
    formatBar,
    format,
    axis: () => ({ min: 0, valueFormatter: (bar: number) => tick.format(bar) }),
  }
}

interface ChartCardProps {
  title: string
  description: string
  /** The axis's category names. */
  categories: string[]
  /** A shorter name under the axis's ticks, where long ones would not fit. */
  tickLabel?: (category: string, index: number) => string
  categoryHeading: string
  series: ChartSeries[]
  measure: Measure
  /** A colour per category instead of per series: the breakdown's bars match the stacks. */
  categoryColours?: (colours: string[]) => string[]
  horizontal?: boolean
  testId: string
}

/** A bar chart with its accessible description and the same numbers as a table. */
function ChartCard({
  title,
  description,
  categories,
  tickLabel,
  categoryHeading,
  series,
  measure,
  categoryColours,
  horizontal = false,
  testId,
}: ChartCardProps) {
  const { t } = useTranslation()
  const colours = useChartColours()
  const [tableShown, setTableShown] = useState(false)
  const titleId = useId()
  const descriptionId = useId()
  const tableId = useId()
  const band = {
    scaleType: 'band' as const,
    data: categories,
    ...(tickLabel && {
      valueFormatter: (category: string, context: { location: string }) =>
        context.location === 'tick' ? tickLabel(category, categories.indexOf(category)) : category,
    }),
    ...(categoryColours && {
      colorMap: {
        type: 'ordinal' as const,
        values: categories,
        colors: categoryColours(colours),
      },
    }),
  }
  const bars = series.map((item) => ({
    id: item.id,
    label: item.label,
    data: item.values.map(measure.toBar),
    stack: measure.id,
    valueFormatter: measure.formatBar,
  }))
  const value = measure.axis(bars)
  const height = horizontal ? Math.max(160, categories.length * 36 + 60) : 300

  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid={testId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Button
            size="small"
            color="inherit"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown(!tableShown)}
          >
            {t(tableShown ? 'report_page.chart.hide_table' : 'report_page.chart.show_table')}
          </Button>
        </Box>
        <Typography
          id={descriptionId}
          variant="body2"
          color="text.secondary"
          component="figcaption"
        >
          {description}
        </Typography>
        <BarChart
          height={height}
          layout={horizontal ? 'horizontal' : 'vertical'}
          colors={colours}
          xAxis={horizontal ? [{ ...value, label: measure.label }] : [band]}
          yAxis={horizontal ? [{ ...band, width: 140 }] : [{ ...value, width: 72 }]}
          series={bars}
          hideLegend={series.length < 2}
          slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
        {/* A style, not sx, hides it: in sx a width of 1 means 100%. */}
        <Box
          id={tableId}
          sx={{ overflowX: 'auto' }}
          style={tableShown ? undefined : visuallyHidden}
        >
          <Table size="small">
            <Box component="caption" style={visuallyHidden}>
              {title}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell>{categoryHeading}</TableCell>
                {series.map((item) => (
                  <TableCell key={item.id} align="right">
                    {item.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((category, index) => (
                <TableRow key={`${category}-${index}`}>
                  <TableCell component="th" scope="row">
                    {category}
                  </TableCell>
                  {series.map((item) => (
                    <TableCell key={item.id} align="right">
                      {measure.format(item.values[index])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  )
}

/** Labels told apart: projects of the same name under different clients carry the client's. */
function distinctLabels(labels: string[], groups: SummaryData['groups']) {
  return labels.map((text, index) => {
    const clientName = groups[index].client_name
    const shared = labels.some((other, position) => other === text && position !== index)
    return shared && clientName ? `${text} (${clientName})` : text
  })
}

/**
 * The hours over time, stacked by the first grouping, and the hours per group; or the same of
 * the billable amounts, where the viewer may see them.
 */
export function ReportCharts({ summary }: { summary: SummaryData }) {
  const { t, locale } = useTranslation()
  const [measured, setMeasured] = useState<Measure['id']>('hours')
  const { group: grouping, interval, series: buckets, currency } = summary
  // Nothing to draw: the table says there is no time in the period.
  if (summary.totals.count === 0) return null
  const byAmount = measured === 'amount' && currency !== undefined
  const measure = byAmount
    ? amountMeasure(t('report_page.chart.amount'), currency, locale)
    : hoursMeasure(t('report_page.chart.hours'))
  const bucketValues = (bucket: (typeof buckets)[number]) =>
    (byAmount ? bucket.group_amounts : bucket.groups) ?? {}
  // The amount charts' titles and descriptions are keys of their own, prefixed.
  const prefix = byAmount ? 'amount_' : ''
  const groupValue = (group: SummaryData['groups'][number]) =>
    byAmount ? (group.billable_amount ?? 0) : group.seconds
  const label = (key: string, name: string) =>
    groupLabel(grouping, { key, name }, locale, (date) => t('report_page.table.week_of', { date }))
  const labels = distinctLabels(
    summary.groups.map((group) => label(group.key, group.name)),
    summary.groups
  )
  const named = summary.groups.slice(0, namedGroups)
  const others = summary.groups.slice(namedGroups)
  const range = {
    from: formatDate(summary.date_from, locale),
    to: formatDate(summary.date_to, locale),
  }
  const groupWord = t(`report_page.grouping.${grouping}`).toLowerCase()
  const intervalWord = t(`report_page.grouping.${interval}`).toLowerCase()

  const stacked = !isPeriod(grouping)
  const timeSeries: ChartSeries[] = stacked
    ? [
        ...named.map((group, index) => ({
          id: group.key,
          label: labels[index],
          values: buckets.map((bucket) => bucketValues(bucket)[group.key] ?? 0),
        })),
        ...(others.length
          ? [
              {
                id: 'others',
                label: t('report_page.chart.others'),
                values: buckets.map((bucket) =>
                  others.reduce((sum, group) => sum + (bucketValues(bucket)[group.key] ?? 0), 0)
                ),
              },
            ]
          : []),
      ]
    : [
        {
          id: measure.id,
          label: measure.label,
          values: buckets.map((b) => (byAmount ? (b.billable_amount ?? 0) : b.seconds)),
        },
      ]
  const bucketDate = (start: string) =>
    interval === 'month'
      ? dayjs(start).locale(locale).format('MMM YYYY')
      : formatAxisDay(start, locale)
  const bucketLabel = (start: string) =>
    interval === 'week'
      ? t('report_page.table.week_of', { date: bucketDate(start) })
      : bucketDate(start)

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mb: 3,
        gridTemplateColumns: { xs: '1fr', lg: stacked ? '3fr 2fr' : '1fr' },
      }}
    >
      {currency !== undefined && (
        <Box
          role="group"
          aria-label={t('report_page.chart.measure')}
          sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}
        >
          {(['hours', 'amount'] as const).map((id) => (
            <Button
              key={id}
              size="small"
              variant={measured === id ? 'contained' : 'outlined'}
              aria-pressed={measured === id}
              onClick={() => setMeasured(id)}
            >
              {t(`report_page.chart.${id}`)}
            </Button>
          ))}
        </Box>
      )}
      <ChartCard
        testId="report-time-chart"
        title={t(`report_page.chart.${prefix}over_time`)}
        description={t(
          stacked
            ? `report_page.chart.${prefix}over_time_description`
            : `report_page.chart.${prefix}over_time_description_unstacked`,
          { interval: intervalWord, group: groupWord, ...range }
        )}
        categories={buckets.map((bucket) => bucketLabel(bucket.start))}
        tickLabel={(_category, index) => bucketDate(buckets[index].start)}
        categoryHeading={t('report_page.chart.period')}
        series={timeSeries}
        measure={measure}
      />
      {stacked && (
        <ChartCard
          testId="report-breakdown-chart"
          title={t(`report_page.chart.${prefix}breakdown`, { group: groupWord })}
          description={t(`report_page.chart.${prefix}breakdown_description`, {
            group: groupWord,
            ...range,
          })}
          categories={labels}
          categoryHeading={t(`report_page.grouping.${grouping}`)}
          series={[
            { id: measure.id, label: measure.label, values: summary.groups.map(groupValue) },
          ]}
          measure={measure}
          categoryColours={(colours) =>
            summary.groups.map((_group, index) => colours[Math.min(index, namedGroups)])
          }
          horizontal
        />
      )}
    </Box>
  )
}
