import { test } from '@japa/runner'
import { formatTime, timePattern, wholeMinuteFrom, withSeconds } from '#shared/times'

test.group('Times of day', () => {
  test('HH:MM and HH:MM:SS from 00:00 to 23:59:59 are times of day', ({ assert }) => {
    for (const time of ['00:00', '09:30', '23:59:59']) assert.isTrue(timePattern.test(time), time)
    for (const time of ['24:00', '9:30', '09:60', '09:30:60', '']) {
      assert.isFalse(timePattern.test(time), time)
    }
  })

  test('a time is stored with its seconds', ({ assert }) => {
    assert.equal(withSeconds('09:30'), '09:30:00')
    assert.equal(withSeconds('09:30:15'), '09:30:15')
  })

  test('a time shows without zero seconds, and with any others', ({ assert }) => {
    assert.equal(formatTime('09:00:00'), '09:00')
    assert.equal(formatTime('09:00'), '09:00')
    assert.equal(formatTime('09:00:30'), '09:00:30')
  })

  test('a following log starts on the whole minute at or after a stop to the second', ({
    assert,
  }) => {
    assert.equal(wholeMinuteFrom('09:30'), '09:30')
    assert.equal(wholeMinuteFrom('09:30:00'), '09:30')
    assert.equal(wholeMinuteFrom('05:40:21'), '05:41')
    assert.equal(wholeMinuteFrom('09:59:59'), '10:00')
    assert.equal(wholeMinuteFrom('23:59:00'), '23:59')
    assert.isNull(wholeMinuteFrom('23:59:01'))
  })
})
