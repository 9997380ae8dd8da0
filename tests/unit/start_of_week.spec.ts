import { test } from '@japa/runner'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import { daysIntoWeek, isWeekStart, weekStarts, type WeekStart } from '#shared/week_start'
import { startOfWeek } from '#services/weeks'

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
const weekStart = (iso: string, start: WeekStart) => startOfWeek(day(iso), start).toISODate()

test.group('Start of the week', () => {
  test('Sunday weeks start on the Sunday before or on the day', ({ assert }) => {
    // 2026-11-22 is a Sunday.
    assert.equal(weekStart('2026-11-22', 'sunday'), '2026-11-22')
    assert.equal(weekStart('2026-11-24', 'sunday'), '2026-11-22')
    assert.equal(weekStart('2026-11-28', 'sunday'), '2026-11-22')
  })

  test('Monday weeks start on the Monday before or on the day', ({ assert }) => {
    assert.equal(weekStart('2026-11-22', 'monday'), '2026-11-16')
    assert.equal(weekStart('2026-11-23', 'monday'), '2026-11-23')
    assert.equal(weekStart('2026-11-29', 'monday'), '2026-11-23')
  })

  test('a week may start in the previous month or year', ({ assert }) => {
    // 2027-01-01 is a Friday.
    assert.equal(weekStart('2027-01-01', 'sunday'), '2026-12-27')
    assert.equal(weekStart('2027-01-01', 'monday'), '2026-12-28')
  })

  test('only Monday and Sunday name a first day of the week', ({ assert }) => {
    assert.isTrue(isWeekStart('monday'))
    assert.isTrue(isWeekStart('sunday'))
    assert.isFalse(isWeekStart('friday'))
    assert.isFalse(isWeekStart(undefined))
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
