import { test } from '@japa/runner'
import { formatTime, timePattern, withSeconds } from '#shared/times'

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
})
