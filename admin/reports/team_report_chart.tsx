import { useId, useMemo } from 'react'
import { BarChart } from '@mui/x-charts/BarChart'
import { Card, CardContent, Typography } from '@mui/material'
import { lighten, useColorScheme, useTheme, type CssVarsTheme } from '@mui/material/styles'
import { chartHoursAxis, formatChartHours } from '~shared/durations'

export interface ChartSeries {
  label: string
  /** Hours per category. */
  hours: number[]
  /** Series with the same stack are drawn on top of each other. */
  stack?: string
}

export interface TeamReportChartProps {
  title: string
  categories: string[]
  series: ChartSeries[]
  /** Bars along the categories' names (people, projects) rather than up from the dates. */
  horizontal?: boolean
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

/**
 * A bar chart of hours. It is loaded apart from the panel (the charts library is large); the
 * table beneath it holds the same numbers for screen readers.
 */
export default function TeamReportChart({
  title,
  categories,
  series,
  horizontal = false,
}: TeamReportChartProps) {
  const titleId = useId()
  const colours = useSeriesColours()
  const band = { scaleType: 'band' as const, data: categories }
  const bars = series.map(({ label, hours, stack }, index) => ({
    label,
    data: hours,
    stack,
    color: colours[index % colours.length],
    valueFormatter: formatChartHours,
  }))
  const value = chartHoursAxis(bars)
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
          yAxis={horizontal ? [{ ...band, width: 140 }] : [{ ...value, width: 56 }]}
          series={bars}
          grid={horizontal ? { vertical: true } : { horizontal: true }}
        />
      </CardContent>
    </Card>
  )
}
