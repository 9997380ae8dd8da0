import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

/**
 * Every session, remember-me token and personal access token of the user stops working: each
 * signed-in session holds the session version it began with and ends when it differs
 * (app/auth/session_guard.ts); the tokens are deleted. Saves the user, with any other change
 * made to it.
 */
export async function signOutEverywhere(user: User) {
  user.sessionVersion += 1
  await user.save()
  await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  await db.from('auth_access_tokens').where('tokenable_id', user.id).delete()
}
