import { useId } from 'react'
import dayjs from 'dayjs'
import { formatDate, formatDayWithWeekday } from '~/lib/dates'
import { BarChart } from '@mui/x-charts/BarChart'
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { visuallyHidden } from '@mui/utils'
import { useChartColours } from '~/hooks/use_chart_colours'
import { useTranslation } from '~/hooks/use_translation'
import { chartHoursAxis, formatChartHours, formatHours, hoursOf } from '~shared/durations'
import type { Data } from '~generated/data'

/** This week's hours per day as bars, with the same numbers in a table for screen readers. */
export default function WeekChart({ week }: Pick<Data.Dashboard, 'week'>) {
  const { t, locale } = useTranslation()
  const colours = useChartColours()
  const tableId = useId()
  // The axis names the weekdays (the dates stand above the chart); the table names the dates.
  const weekdays = week.days.map((day) => dayjs(day.date).locale(locale).format('dd'))
  const days = week.days.map((day) => formatDayWithWeekday(day.date, locale))
  const hours = week.days.map((day) => hoursOf(day.seconds))
  const title = t('report_page.dashboard.week_chart')
  const description = t('report_page.dashboard.week_chart_description', {
    from: formatDate(week.from, locale),
    to: formatDate(week.to, locale),
  })

  return (
    <figure
      style={{ margin: 0 }}
      aria-label={title}
      aria-describedby={tableId}
      data-testid="week-chart"
    >
      <BarChart
        height={200}
        colors={colours}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ ...chartHoursAxis([{ data: hours }]), width: 48 }]}
        series={[
          {
            label: t('report_page.dashboard.hours'),
            data: hours,
            valueFormatter: formatChartHours,
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      />
      {/*
        A style, not sx (in sx a width of 1 means 100%), on a box around the table, which a
        table's own width cannot shrink.
      */}
      <div id={tableId} style={visuallyHidden}>
        <Table size="small">
          <caption>{description}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('report_page.dashboard.day')}</TableCell>
              <TableCell align="right">{t('report_page.dashboard.hours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {week.days.map((day, index) => (
              <TableRow key={day.date}>
                <TableCell component="th" scope="row">
                  {days[index]}
                </TableCell>
                <TableCell align="right">{formatHours(day.seconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </figure>
  )
}
