import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { signOutEverywhere } from '#services/user_sessions'
import { sessionMaxAge, sessionStore } from '#config/session'
import { rememberTokenIdsOf, restoringTokenExpiry } from '#auth/signed_in_user_provider'
import { requestOrigin } from '#auth/request_origin'
import {
  createDevice,
  deviceIsSignedIn,
  forgetDevice,
  relinkRememberedDevice,
} from '#services/devices'

const versionKey = 'auth_session_version'
/** When the signed-in session ends, whatever the activity (ms since the epoch). */
const endsAtKey = 'auth_session_ends_at'
/** Names this session's event streams: another session of the same user cannot address them. */
const eventStreamKey = 'event_stream_key'
/** Names this session's row in `devices`: without it the session is signed out. */
const deviceKey = 'device_key'

/**
 * Flashed by every sign-out, so that the next page tells the browser to throw away the key of
 * its encrypted page history: the pages of the session that ended cannot come back with Back.
 */
export const clearHistoryFlashKey = 'clear_history'

/**
 * Keeps every signed-in session tied to its user's session version, so that signing a user out
 * everywhere (password reset, deactivation) ends all their sessions on their very next request,
 * whatever the session store; and notes when it ends, however active.
 */
export async function signIn(ctx: HttpContext, user: User, remember: boolean) {
  ctx.session.regenerate()
  await ctx.auth.use('web').login(user, remember)
  ctx.session.put(versionKey, user.sessionVersion)
  const maxAge = remember ? sessionMaxAge.remembered : sessionMaxAge.notRemembered
  ctx.session.put(endsAtKey, Date.now() + maxAge)
  ctx.session.put(eventStreamKey, randomUUID())
  await noteDevice(ctx, user)
  await tagWithUser(ctx, user)
}

/** The key of the signed-in session's device (app/services/devices.ts). */
export function deviceKeyOf(ctx: HttpContext): string | undefined {
  return ctx.session.get(deviceKey)
}

/**
 * Notes the session as one of the user's signed-in devices, with the remember-me token its
 * browser holds, if any; a session the remember-me cookie restored takes over the device the
 * token belonged to.
 */
async function noteDevice(ctx: HttpContext, user: User) {
  const { created, used } = rememberTokenIdsOf(ctx)
  const sessionId = ctx.session.sessionId
  const origin = requestOrigin(ctx)
  const key =
    (used !== undefined &&
      (await relinkRememberedDevice(user.id, used, created ?? null, sessionId, origin))) ||
    (await createDevice({
      userId: user.id,
      sessionId,
      rememberMeTokenId: created ?? null,
      origin,
    }))
  ctx.session.put(deviceKey, key)
}

/** The key of the signed-in session that prefixes its event streams' uids. */
export function eventStreamKeyOf(ctx: HttpContext): string {
  return ctx.session.get(eventStreamKey)
}

/**
 * Notes the signed-in user on the session's row (`sessions.user_id`), whose read then brings
 * the user's row along (app/auth/session_reads.ts). Only the database store joins it; a bearer
 * request's session has no store to tag.
 */
async function tagWithUser(ctx: HttpContext, user: User) {
  if (sessionStore === 'database' && ctx.session.supportsTagging()) {
    await ctx.session.tag(String(user.id))
  }
}

/** Ends the guard's login and the whole session, not only the user id in it. */
export async function signOut(ctx: HttpContext) {
  const key = deviceKeyOf(ctx)
  if (key) await forgetDevice(key)
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
  ctx.session.flash(clearHistoryFlashKey, true)
}

/**
 * Signs out a session whose user was signed out everywhere since it began, or whose sign-in is
 * older than the session's maximum age.
 */
export async function enforceSessionLimits(ctx: HttpContext) {
  const user = ctx.auth.user
  if (!user) return
  const version = ctx.session.get(versionKey)
  if (version === undefined) {
    // A session that the remember-me cookie just restored, ending when the cookie's token does
    // (which keeps the sign-in's expiry); the tokens die with a sign-out.
    const tokenExpiry = restoringTokenExpiry(ctx)?.getTime()
    ctx.session.put(versionKey, user.sessionVersion)
    ctx.session.put(endsAtKey, tokenExpiry ?? Date.now() + sessionMaxAge.notRemembered)
    ctx.session.put(eventStreamKey, randomUUID())
    await noteDevice(ctx, user)
    await tagWithUser(ctx, user)
  } else if (version !== user.sessionVersion || !(Date.now() < ctx.session.get(endsAtKey))) {
    await signOut(ctx)
  } else {
    if (ctx.session.get(eventStreamKey) === undefined) {
      // A session signed in before streams were bound to their session.
      ctx.session.put(eventStreamKey, randomUUID())
    }
    const key = deviceKeyOf(ctx)
    if (key === undefined) {
      // A session signed in before devices were noted.
      await noteDevice(ctx, user)
    } else if (!(await deviceIsSignedIn(user.id, key, ctx.session.sessionId, requestOrigin(ctx)))) {
      // Signed out from another device (Profile → Security).
      await signOut(ctx)
    }
  }
}

/** After the user changed their own password: other sessions end, this one goes on. */
export async function signOutOtherSessions(ctx: HttpContext, user: User) {
  await signOutEverywhere(user, deviceKeyOf(ctx))
  ctx.session.put(versionKey, user.sessionVersion)
}
