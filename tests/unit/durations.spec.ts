import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  durationOf,
  formatChartHours,
  formatDuration,
  formatHours,
  hoursOf,
  hourTicks,
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

  test("the API's durations add up to a total in hh:mm; unknown ones count for nothing", ({
    assert,
  }) => {
    assert.equal(totalDuration([]), '00:00')
    assert.equal(totalDuration(['01:30', '00:45:30', 'xx:xx']), '02:15')
    // A timer's seconds add up before they are dropped.
    assert.equal(totalDuration(['00:10:40', '00:10:20', '00:00:59']), '00:21')
    assert.equal(totalDuration(['99:00', '02:00']), '101:00')
  })

  test("a chart's hour ticks: from 0 past the longest bar, at whole minutes or hours", ({
    assert,
  }) => {
    const shown = (seconds: number) => hourTicks(seconds).map(formatChartHours)
    assert.deepEqual(shown(0), ['00:00', '00:15', '00:30', '00:45', '01:00'])
    assert.deepEqual(shown(90), ['00:00', '00:01', '00:02'])
    assert.deepEqual(shown(7 * 60 + 30), ['00:00', '00:02', '00:04', '00:06', '00:08'])
    assert.deepEqual(shown(8 * 3_600), ['00:00', '02:00', '04:00', '06:00', '08:00'])
    assert.deepEqual(shown(13 * 3_600 + 4), ['00:00', '04:00', '08:00', '12:00', '16:00'])
    assert.deepEqual(shown(150 * 3_600), ['00:00', '50:00', '100:00', '150:00'])
  })

  test('no two hour ticks read the same, and the last reaches the longest bar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 * 3_600 }),
        fc.integer({ min: 2, max: 12 }),
        (seconds, count) => {
          const ticks = hourTicks(seconds, count)
          const labels = ticks.map(formatChartHours)
          return (
            new Set(labels).size === labels.length &&
            ticks.length <= count + 1 &&
            ticks[0] === 0 &&
            Math.round(ticks.at(-1)! * 3_600) >= seconds &&
            ticks.every((tick) => Number.isInteger(Math.round(tick * 3_600) / 60))
          )
        }
      )
    )
  })
})
