import type { Session } from '@adonisjs/session'
import { test } from '@japa/runner'
import { confirmPassword, passwordRecentlyConfirmed } from '#auth/password_confirmation'

/** The two session calls the confirmation uses, over a plain object. */
function sessionHolding(values: Record<string, unknown> = {}) {
  return {
    values,
    get: (key: string) => values[key],
    put: (key: string, value: unknown) => void (values[key] = value),
  }
}

const minutes = (count: number) => count * 60 * 1000

test.group('Password confirmation', () => {
  test('a password confirmed now counts as recent', ({ assert }) => {
    const session = sessionHolding()
    assert.isFalse(passwordRecentlyConfirmed(session as unknown as Session))
    confirmPassword(session as unknown as Session)
    assert.isTrue(passwordRecentlyConfirmed(session as unknown as Session))
  })

  test('it stays recent for the idle timeout, two hours, and no longer', ({ assert }) => {
    const confirmedAgo = (ms: number) =>
      passwordRecentlyConfirmed(
        sessionHolding({ password_confirmed_at: Date.now() - ms }) as unknown as Session
      )
    assert.isTrue(confirmedAgo(minutes(119)))
    assert.isFalse(confirmedAgo(minutes(120) + 1000))
  })

  test('a value that is not a time does not count', ({ assert }) => {
    const session = sessionHolding({ password_confirmed_at: String(Date.now()) })
    assert.isFalse(passwordRecentlyConfirmed(session as unknown as Session))
  })
})
