import { test } from '@japa/runner'
import { isCalendarDate } from '#shared/calendar_dates'
import { isCalendarDate as storableDate } from '#validators/fields'

test.group('Calendar dates', () => {
  test('only real calendar dates as YYYY-MM-DD count as dates', ({ assert }) => {
    assert.isTrue(isCalendarDate('2028-02-29'))
    assert.isTrue(isCalendarDate('2026-12-31'))
    assert.isFalse(isCalendarDate('2027-02-29'))
    assert.isFalse(isCalendarDate('2026-04-31'))
    assert.isFalse(isCalendarDate('2026-13-01'))
    assert.isFalse(isCalendarDate('2026-1-01'))
    assert.isFalse(isCalendarDate('2026-01-01T00:00'))
  })

  test('a stored date also keeps to the years both databases store', ({ assert }) => {
    assert.isTrue(storableDate('1000-01-01'))
    assert.isTrue(storableDate('9998-12-31'))
    assert.isFalse(storableDate('0999-12-31'))
    assert.isFalse(storableDate('9999-01-01'))
    assert.isFalse(storableDate('2027-02-29'))
  })
})
