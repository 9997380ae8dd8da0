import { useId, useMemo } from 'react'
import { BarChart } from '@mui/x-charts/BarChart'
import { Card, CardContent, Typography } from '@mui/material'
import { lighten, useColorScheme, useTheme, type CssVarsTheme } from '@mui/material/styles'
import { useLocaleState } from 'react-admin'
import { chartHoursAxis, formatChartHours } from '~shared/durations'

export interface ChartSeries {
  label: string
  /** Hours, or whole units of money, per category. */
  values: number[]
  /** Series with the same stack are drawn on top of each other. */
  stack?: string
}

export interface TeamReportChartProps {
  title: string
  categories: string[]
  series: ChartSeries[]
  /** Bars along the categories' names (people, projects) rather than up from the dates. */
  horizontal?: boolean
  /** The values are money in this currency rather than hours. */
  currency?: string
}

/** Hues besides the theme's, each at least 3:1 against the paper in light mode. */
const extraHues = ['#6a1b9a', '#558b2f', '#5d4037', '#455a64', '#ad1457', '#283593']

/**
 * The series' colours for the scheme in use: a theme of CSS variables hands JavaScript the light
 * palette only, so the dark one is read from colorSchemes and lightened for contrast.
 */
function useSeriesColours() {
  const { colorSchemes } = useTheme<CssVarsTheme>()
  const { mode, systemMode } = useColorScheme()
  const dark = (mode === 'system' ? systemMode : mode) === 'dark'
  return useMemo(() => {
    const { primary, info, secondary, warning } = colorSchemes[dark ? 'dark' : 'light']!.palette
    const hues = [primary.main, info.main, secondary.main, warning.main, ...extraHues]
    return dark ? hues.map((hue) => lighten(hue, 0.4)) : hues
  }, [colorSchemes, dark])
}

/** Money's bars and axis: whole units, the axis without the fraction so that its ticks fit. */
function moneyFormats(currency: string, locale: string) {
  const bar = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const tick = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  })
  return {
    bar: (value: number | null) => bar.format(value ?? 0),
    axis: { min: 0, valueFormatter: (value: number) => tick.format(value) },
  }
}

/**
 * A bar chart of hours or money. It is loaded apart from the panel (the charts library is
 * large); the table beneath it holds the same numbers for screen readers.
 */
export default function TeamReportChart({
  title,
  categories,
  series,
  horizontal = false,
  currency,
}: TeamReportChartProps) {
  const titleId = useId()
  const colours = useSeriesColours()
  const [locale = 'en'] = useLocaleState()
  const money = currency ? moneyFormats(currency, locale) : undefined
  const band = { scaleType: 'band' as const, data: categories }
  const bars = series.map(({ label, values, stack }, index) => ({
    label,
    data: values,
    stack,
    color: colours[index % colours.length],
    valueFormatter: money?.bar ?? formatChartHours,
  }))
  const value = money?.axis ?? chartHoursAxis(bars)
  const height = horizontal
    ? Math.max(180, categories.length * (series.length * 18 + 16) + 80)
    : 320
  return (
    <Card variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <CardContent>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="figcaption"
          sx={{ fontWeight: 600 }}
        >
          {title}
        </Typography>
        <BarChart
          height={height}
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={horizontal ? [value] : [band]}
          yAxis={horizontal ? [{ ...band, width: 140 }] : [{ ...value, width: 72 }]}
          series={bars}
          grid={horizontal ? { vertical: true } : { horizontal: true }}
        />
      </CardContent>
    </Card>
  )
}
