import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { splitByDay } from '#services/timer'

const zone = 'Europe/Amsterdam'

function run(from: string, until: string) {
  const timer = {
    projectId: 1,
    taskId: 2,
    comments: 'Review',
    startedAt: DateTime.fromISO(from, { zone }),
  }
  return splitByDay(timer, DateTime.fromISO(until, { zone }), zone).map(
    ({ date, startTime, stopTime }) => [date, startTime, stopTime]
  )
}

test.group('A timer run split by day', () => {
  test('a run within one day is one log', ({ assert }) => {
    assert.deepEqual(run('2026-11-24T09:00:00', '2026-11-24T12:30:15'), [
      ['2026-11-24', '09:00:00', '12:30:15'],
    ])
  })

  test('a run past midnight is one log per day, the first stopping at 23:59:59', ({ assert }) => {
    assert.deepEqual(run('2026-11-24T22:00:00', '2026-11-26T01:15:00'), [
      ['2026-11-24', '22:00:00', '23:59:59'],
      ['2026-11-25', '00:00:00', '23:59:59'],
      ['2026-11-26', '00:00:00', '01:15:00'],
    ])
  })

  test('a run that stops on the stroke of midnight adds nothing to the new day', ({ assert }) => {
    assert.deepEqual(run('2026-11-24T22:00:00', '2026-11-25T00:00:00'), [
      ['2026-11-24', '22:00:00', '23:59:59'],
    ])
  })

  test('the days are those of the time zone given, across a DST change', ({ assert }) => {
    // Clocks went back an hour in Amsterdam on 2026-10-25 at 03:00.
    assert.deepEqual(run('2026-10-24T23:00:00', '2026-10-25T04:00:00'), [
      ['2026-10-24', '23:00:00', '23:59:59'],
      ['2026-10-25', '00:00:00', '04:00:00'],
    ])
  })

  test('every log keeps the project, task and comments of the timer', ({ assert }) => {
    const timer = {
      projectId: 7,
      taskId: 9,
      comments: null,
      startedAt: DateTime.fromISO('2026-11-24T23:00:00', { zone }),
    }
    const logs = splitByDay(timer, DateTime.fromISO('2026-11-25T01:00:00', { zone }), zone)
    assert.lengthOf(logs, 2)
    for (const log of logs) {
      assert.include(log, { projectId: 7, taskId: 9, comments: null })
    }
  })
})
