import { test } from '@japa/runner'
import {
  isWithinLoggingWindow,
  loggingWindow,
  maxCommentLength,
  stopsAfterStart,
} from '#shared/time_log_rules'

test.group('Time log rules', () => {
  test('a log may be dated from the same day a year ago until today', ({ assert }) => {
    assert.deepEqual(loggingWindow('2026-12-06'), { min: '2025-12-06', max: '2026-12-06' })
    assert.isTrue(isWithinLoggingWindow('2025-12-06', '2026-12-06'))
    assert.isTrue(isWithinLoggingWindow('2026-12-06', '2026-12-06'))
    assert.isFalse(isWithinLoggingWindow('2025-12-05', '2026-12-06'))
    assert.isFalse(isWithinLoggingWindow('2026-12-07', '2026-12-06'))
  })

  test('a year before the 29th of February is the 28th', ({ assert }) => {
    assert.deepEqual(loggingWindow('2028-02-29'), { min: '2027-02-28', max: '2028-02-29' })
    assert.deepEqual(loggingWindow('2026-01-01'), { min: '2025-01-01', max: '2026-01-01' })
  })

  test('the stop time comes after the start time, with or without seconds', ({ assert }) => {
    assert.isTrue(stopsAfterStart('09:00', '09:00:01'))
    assert.isTrue(stopsAfterStart('09:00:00', '17:30'))
    assert.isFalse(stopsAfterStart('09:00', '09:00:00'))
    assert.isFalse(stopsAfterStart('17:30', '09:00'))
    // A time that is none is judged by its own rule, not this one.
    assert.isTrue(stopsAfterStart('', '09:00'))
  })

  test('comments hold at most 200 characters', ({ assert }) => {
    assert.equal(maxCommentLength, 200)
  })
})
