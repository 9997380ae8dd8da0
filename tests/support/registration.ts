import { registration } from '#config/app'

/**
 * Runs the body as in an installation whose REGISTRATION is `mode`, then puts the setting back:
 * the server under test runs in the tests' process and reads the same setting.
 */
export async function withRegistration<T>(mode: 'open' | 'closed', body: () => Promise<T>) {
  const before = registration.open
  registration.open = mode === 'open'
  try {
    return await body()
  } finally {
    registration.open = before
  }
}
