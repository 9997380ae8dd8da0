import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import { daysIntoWeek, weekStartFor, weekStarts } from '#shared/week_start'
import { startOfWeek } from '#services/weeks'

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
const weekStart = (iso: string, locale: 'en' | 'nl') =>
  startOfWeek(day(iso), weekStartFor(locale)).toISODate()

test.group('Start of the week', () => {
  test('English weeks start on Sunday', ({ assert }) => {
    assert.equal(weekStartFor('en'), 'sunday')
    // 2026-11-22 is a Sunday.
    assert.equal(weekStart('2026-11-22', 'en'), '2026-11-22')
    assert.equal(weekStart('2026-11-24', 'en'), '2026-11-22')
    assert.equal(weekStart('2026-11-28', 'en'), '2026-11-22')
  })

  test('Dutch weeks start on Monday', ({ assert }) => {
    assert.equal(weekStartFor('nl'), 'monday')
    assert.equal(weekStart('2026-11-22', 'nl'), '2026-11-16')
    assert.equal(weekStart('2026-11-23', 'nl'), '2026-11-23')
    assert.equal(weekStart('2026-11-29', 'nl'), '2026-11-23')
  })

  test('a week may start in the previous month or year', ({ assert }) => {
    // 2027-01-01 is a Friday.
    assert.equal(weekStart('2027-01-01', 'en'), '2026-12-27')
    assert.equal(weekStart('2027-01-01', 'nl'), '2026-12-28')
  })

  test('every day lies zero to six days after its week starts, on its first weekday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...weekStarts),
        (weekday, start) => {
          const days = daysIntoWeek(weekday, start)
          const first = (weekday - days + 7) % 7
          return days >= 0 && days <= 6 && first === (start === 'monday' ? 1 : 0)
        }
      )
    )
  })
})
