import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  chartHoursAxis,
  durationOf,
  formatChartHours,
  formatDuration,
  formatHours,
  hoursOf,
  secondsOf,
  totalDuration,
} from '#shared/durations'

test.group('Durations', () => {
  test('a time of day in seconds, with or without its seconds', ({ assert }) => {
    assert.equal(secondsOf('00:00'), 0)
    assert.equal(secondsOf('09:30'), 34_200)
    assert.equal(secondsOf('09:30:15'), 34_215)
    assert.equal(secondsOf('23:59:59'), 86_399)
  })

  test('every valid time of day reads as its hours, minutes and seconds', () => {
    const pad = (value: number) => String(value).padStart(2, '0')
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.option(fc.integer({ min: 0, max: 59 })),
        (hours, minutes, seconds) => {
          const time = `${pad(hours)}:${pad(minutes)}${seconds === null ? '' : `:${pad(seconds)}`}`
          return secondsOf(time) === hours * 3_600 + minutes * 60 + (seconds ?? 0)
        }
      )
    )
  })

  test('a log lasts from its start to its stop time', ({ assert }) => {
    assert.equal(durationOf('09:00', '17:30'), 30_600)
    assert.equal(durationOf('09:00:00', '09:00:01'), 1)
    assert.equal(durationOf('00:00:00', '23:59:59'), 86_399)
  })

  test('hh:mm, with the seconds only when there are any', ({ assert }) => {
    assert.equal(formatDuration(0), '00:00')
    assert.equal(formatDuration(59), '00:00:59')
    assert.equal(formatDuration(3_600), '01:00')
    assert.equal(formatDuration(30_615), '08:30:15')
    assert.equal(formatDuration(86_399), '23:59:59')
    // A week's total can pass a day.
    assert.equal(formatDuration(100 * 3_600 + 60), '100:01')
  })

  test('a formatted duration reads back as the same number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * 3_600 }), (seconds) => {
        const [hours, minutes, rest = '0'] = formatDuration(seconds).split(':')
        return Number(hours) * 3_600 + Number(minutes) * 60 + Number(rest) === seconds
      })
    )
  })

  test('hours as reports show them: hh:mm, the seconds dropped, never rounded up', ({ assert }) => {
    assert.equal(formatHours(0), '00:00')
    assert.equal(formatHours(59), '00:00')
    assert.equal(formatHours(3_599), '00:59')
    assert.equal(formatHours(30_615), '08:30')
    assert.equal(formatHours(100 * 3_600 + 60), '100:01')
    assert.equal(formatHours(-90 * 60), '-01:30')
  })

  test('report hours agree with the export: the whole minutes of the seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * 3_600 }), (seconds) => {
        const [hours, minutes] = formatHours(seconds).split(':').map(Number)
        return hours * 60 + minutes === Math.floor(seconds / 60)
      })
    )
  })

  test("a chart's hours show as the table's hh:mm", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * 3_600 }), (seconds) => {
        return formatChartHours(hoursOf(seconds)) === formatHours(seconds)
      })
    )
  })

  test("a chart's axis of hours steps by whole minutes or hours up past its highest bar", ({
    assert,
  }) => {
    const labels = (axis: ReturnType<typeof chartHoursAxis>) =>
      axis.tickInterval.map((hours) => axis.valueFormatter(hours))
    const lone = chartHoursAxis([{ data: [8, 39.5] }])
    assert.deepEqual(labels(lone), ['00:00', '10:00', '20:00', '30:00', '40:00'])
    assert.include(lone, { min: 0, max: 40 })
    // Stacked series add up; the others stand side by side.
    const stacked = [
      { data: [1, 2], stack: 'hours' },
      { data: [3, 0.5], stack: 'hours' },
    ]
    assert.equal(chartHoursAxis(stacked).max, 4)
    assert.equal(chartHoursAxis(stacked.map(({ data }) => ({ data }))).max, 3)
    // Two minutes of work: minutes, not 0.005 hours that would all read 00:00.
    assert.deepEqual(labels(chartHoursAxis([{ data: [hoursOf(120)] }])), [
      '00:00',
      '00:01',
      '00:02',
    ])
    assert.deepEqual(labels(chartHoursAxis([{ data: [0.75] }])), [
      '00:00',
      '00:10',
      '00:20',
      '00:30',
      '00:40',
      '00:50',
    ])
    // Nothing logged still draws an axis.
    assert.deepEqual(labels(chartHoursAxis([{ data: [0] }])), ['00:00', '00:01'])
  })

  test("a chart's hour ticks are distinct whole minutes, at most six, reaching every bar", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 10_000 * 3_600 }), { maxLength: 12 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
        (seconds, stacked) => {
          const series = seconds.map((values) => ({
            data: values.map(hoursOf),
            ...(stacked && { stack: 'all' }),
          }))
          const axis = chartHoursAxis(series)
          const ticks = axis.tickInterval
          const shown = ticks.map((hours) => axis.valueFormatter(hours))
          const minutes = ticks.map((hours) => hours * 60)
          const categories = Math.max(...seconds.map((values) => values.length))
          const stacks = Array.from({ length: categories }, (_, index) =>
            seconds.reduce((sum, values) => sum + (values[index] ?? 0), 0)
          )
          const highest = Math.max(0, ...(stacked ? stacks : seconds.flat()))
          return (
            new Set(shown).size === shown.length &&
            ticks.length <= 6 &&
            ticks[0] === 0 &&
            axis.max === ticks.at(-1) &&
            minutes.every((minute) => Math.abs(minute - Math.round(minute)) < 1e-6) &&
            axis.max * 3600 >= highest - 1e-6
          )
        }
      )
    )
  })

  test("the API's durations add up to a total in hh:mm; unknown ones count for nothing", ({
    assert,
  }) => {
    assert.equal(totalDuration([]), '00:00')
    assert.equal(totalDuration(['01:30', '00:45:30', 'xx:xx']), '02:15')
    // A timer's seconds add up before they are dropped.
    assert.equal(totalDuration(['00:10:40', '00:10:20', '00:00:59']), '00:21')
    assert.equal(totalDuration(['99:00', '02:00']), '101:00')
  })
})
