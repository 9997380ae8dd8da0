import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import User from '#models/user'

test.group('Remembered date-times', () => {
  test("a user's stored date-times read as the stored moments, from SQLite's text and PostgreSQL's Date", ({
    assert,
  }) => {
    const fromText = User.$createFromAdapterResult({
      created_at: '2026-03-04 05:06:07',
      updated_at: '2026-03-04 05:06:08',
      email_verified_at: null,
    })!
    assert.equal(fromText.createdAt.toSQL({ includeOffset: false }), '2026-03-04 05:06:07.000')
    assert.equal(fromText.updatedAt.toSQL({ includeOffset: false }), '2026-03-04 05:06:08.000')
    assert.isNull(fromText.emailVerifiedAt)

    const moment = new Date('2026-05-06T07:08:09.123Z')
    const fromDate = User.$createFromAdapterResult({
      created_at: moment,
      email_verified_at: moment,
    })!
    assert.equal(fromDate.createdAt.toMillis(), moment.getTime())
    assert.equal(fromDate.emailVerifiedAt!.toMillis(), moment.getTime())
  })

  test('the same stored value reads as one immutable DateTime, a different one as its own', ({
    assert,
  }) => {
    const read = (value: string) => User.$createFromAdapterResult({ created_at: value })!.createdAt
    const first = read('2026-03-04 05:06:07')
    assert.strictEqual(read('2026-03-04 05:06:07'), first)
    assert.notStrictEqual(read('2026-03-04 05:06:09'), first)
    assert.isTrue(DateTime.isDateTime(first))
    assert.equal(first.plus({ days: 1 }).toISODate(), '2026-03-05')
    assert.equal(first.toISODate(), '2026-03-04')
  })
})
