import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

/**
 * Every session, remember-me token and personal access token of the user stops working: each
 * signed-in session holds the session version it began with and ends when it differs
 * (app/auth/session_guard.ts); the tokens are deleted, and the signed-in devices the person's
 * Profile lists, but the one holding `keepDeviceKey` (the session that goes on, if any). Saves
 * the user, with any other change made to it.
 */
export async function signOutEverywhere(user: User, keepDeviceKey?: string) {
  user.sessionVersion += 1
  await user.save()
  const devices = db.from('devices').where('user_id', user.id)
  if (keepDeviceKey) devices.whereNot('key', keepDeviceKey)
  await devices.delete()
  await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  await db.from('auth_access_tokens').where('tokenable_id', user.id).delete()
}
