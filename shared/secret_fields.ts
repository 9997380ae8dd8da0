/**
 * The words that make a field a secret: its value is never stored in a session, logged or
 * exported.
 */
const secretWords = new Set([
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'code',
  'otp',
  'key',
  'credential',
  'credentials',
  'hash',
])

/** A code that a server answered with, which is no secret: `status_code`, `lastStatusCode`. */
const answerCode = /status_?code$/i

/**
 * Whether a field is named like a secret: `password`, `current_password`, `passwordConfirmation`,
 * `recovery_code`, `api_key`, `clientSecret`…
 */
export function isSecretField(name: string) {
  if (answerCode.test(name)) return false
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
  return words.some((word) => secretWords.has(word) || word.endsWith('password'))
}

/** A copy of a value with every field named like a secret left out, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isSecretField(name))
      .map(([name, field]) => [name, withoutSecrets(field)])
  )
}
