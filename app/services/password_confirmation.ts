import type { Session } from '@adonisjs/session'

const key = 'password_confirmed_at'
const validForMs = 3 * 60 * 60 * 1000

export function confirmPassword(session: Session) {
  session.put(key, Date.now())
}

export function passwordRecentlyConfirmed(session: Session) {
  const confirmedAt = session.get(key)
  return typeof confirmedAt === 'number' && Date.now() - confirmedAt < validForMs
}
