import { UserFactory } from '#database/factories/user_factory'

export const password = 'correct-horse-1'

/** A verified, active user with a known password. */
export function createUser(overrides: Parameters<typeof UserFactory.merge>[0] = {}) {
  return UserFactory.merge({ password, ...overrides }).create()
}
