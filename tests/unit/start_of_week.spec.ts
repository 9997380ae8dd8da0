import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { startOfWeek } from '#lib/weeks'

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
const weekStart = (iso: string, locale: 'en' | 'nl') => startOfWeek(day(iso), locale).toISODate()

test.group('Start of the week', () => {
  test('English weeks start on Sunday', ({ assert }) => {
    // 2026-11-22 is a Sunday.
    assert.equal(weekStart('2026-11-22', 'en'), '2026-11-22')
    assert.equal(weekStart('2026-11-24', 'en'), '2026-11-22')
    assert.equal(weekStart('2026-11-28', 'en'), '2026-11-22')
  })

  test('Dutch weeks start on Monday', ({ assert }) => {
    assert.equal(weekStart('2026-11-22', 'nl'), '2026-11-16')
    assert.equal(weekStart('2026-11-23', 'nl'), '2026-11-23')
    assert.equal(weekStart('2026-11-29', 'nl'), '2026-11-23')
  })

  test('a week may start in the previous month or year', ({ assert }) => {
    // 2027-01-01 is a Friday.
    assert.equal(weekStart('2027-01-01', 'en'), '2026-12-27')
    assert.equal(weekStart('2027-01-01', 'nl'), '2026-12-28')
  })
})
