import logger from '@adonisjs/core/services/logger'
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Device from '#models/device'
import { selectRows } from '#lib/raw_rows'
import string from '@adonisjs/core/helpers/string'
import { sessionIdleAge, sessionMaxAge, sessionStore } from '#config/session'
import type { RequestOrigin } from '#services/security_events'
import { clip } from '#lib/clip'

/** How often a device's last-seen time is written at most: one write a minute per session. */
const seenEveryMs = 60_000

export type NewDevice = {
  userId: number
  sessionId: string
  rememberMeTokenId: number | null
  origin: RequestOrigin
}

/** Notes a new signed-in session; answers the key the session keeps. */
export async function createDevice({ userId, sessionId, rememberMeTokenId, origin }: NewDevice) {
  const key = randomBytes(24).toString('base64url')
  const now = DateTime.now()
  await Device.create({
    userId,
    key,
    sessionId,
    rememberMeTokenId,
    userAgent: clip(origin.userAgent, 512),
    ip: clip(origin.ip, 64),
    createdAt: now,
    lastSeenAt: now,
  })
  return key
}

/**
 * The device of a session that the remember-me cookie restored with token `usedTokenId`, now
 * holding `newTokenId` instead (the guard replaces the token each time): it gets the new
 * session's id and key. Answers the key, or null when no device has the token (one signed out,
 * or signed in before devices were noted).
 */
export async function relinkRememberedDevice(
  userId: number,
  usedTokenId: number,
  newTokenId: number | null,
  sessionId: string,
  origin: RequestOrigin
) {
  const device = await Device.query()
    .where('user_id', userId)
    .where('remember_me_token_id', usedTokenId)
    .first()
  if (!device) return null
  device.merge({
    key: randomBytes(24).toString('base64url'),
    sessionId,
    rememberMeTokenId: newTokenId,
    ip: clip(origin.ip, 64),
    userAgent: clip(origin.userAgent, 512),
    lastSeenAt: DateTime.now(),
  })
  await device.save()
  return device.key
}

/** Notes the device seen now, with its session's current id and address. */
async function noteSeen(key: string, sessionId: string, origin: RequestOrigin) {
  const device = await Device.findBy('key', key)
  if (!device) return
  device.merge({ sessionId, lastSeenAt: DateTime.now(), ip: clip(origin.ip, 64) ?? device.ip })
  await device.save()
}

const signedInDevice = 'SELECT session_id FROM devices WHERE key = ? AND user_id = ?'
const lastNoted = new Map<string, number>()
const notedDevices = 10_000

/**
 * Whether the session holding `key` is still a signed-in device of the user; notes it seen (at
 * most once a minute per process) and its session's current id. One read of fixed SQL per
 * request, as the session's own read (app/auth/session_reads.ts).
 */
export async function deviceIsSignedIn(
  userId: number,
  key: string,
  sessionId: string,
  origin: RequestOrigin
) {
  const [device] = await selectRows<{ session_id: string }>(signedInDevice, [key, userId])
  if (!device) return false
  const now = Date.now()
  if (device.session_id !== sessionId || now - (lastNoted.get(key) ?? 0) >= seenEveryMs) {
    if (lastNoted.size >= notedDevices) lastNoted.clear()
    lastNoted.set(key, now)
    // Only a note of when it was last seen: a database that refuses it fails no request.
    await noteSeen(key, sessionId, origin).catch((error: unknown) =>
      logger.warn({ err: error }, 'device not noted')
    )
  }
  return true
}

// Written as the stored timestamps are: SQLite compares them as text.
const stored = (moment: DateTime) => moment.toFormat('yyyy-MM-dd HH:mm:ss')

/**
 * Forgets the person's devices whose sessions have ended on their own, never signed out: idle
 * longer than the idle timeout with no remember-me token left to restore them, or signed in
 * longer ago than a sign-in may last (with remember-me; or without, and no token).
 */
export async function forgetEndedDevices(userId: number, now = DateTime.now()) {
  const ago = (milliseconds: number) => stored(now.minus({ milliseconds }))
  const idleSince = ago(string.milliseconds.parse(sessionIdleAge))
  const tokenIds = db.from('remember_me_tokens').where('tokenable_id', userId).select('id')
  const withoutToken = (query: ModelQueryBuilderContract<typeof Device>) =>
    query.whereNull('remember_me_token_id').orWhereNotIn('remember_me_token_id', tokenIds)
  await Device.query()
    .where('user_id', userId)
    .where((ended) =>
      ended
        .where((idle) => idle.where('last_seen_at', '<', idleSince).where(withoutToken))
        .orWhere('created_at', '<', ago(sessionMaxAge.remembered))
        .orWhere((short) =>
          short.where('created_at', '<', ago(sessionMaxAge.notRemembered)).where(withoutToken)
        )
    )
    .delete()
}

/** The person's signed-in devices, the most recently seen first; those ended on their own go. */
export async function devicesOf(userId: number) {
  await forgetEndedDevices(userId)
  return Device.query()
    .where('user_id', userId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
}

/** Ends the devices' sessions in their store and their remember-me tokens, then the rows. */
async function endDevices(devices: Device[]) {
  if (devices.length === 0) return
  const sessionIds = devices.map((device) => device.sessionId)
  const tokenIds = devices.flatMap((device) => device.rememberMeTokenId ?? [])
  if (sessionStore === 'redis') await redis.connection('main').del(...sessionIds)
  else await db.from('sessions').whereIn('id', sessionIds).delete()
  if (tokenIds.length > 0) await db.from('remember_me_tokens').whereIn('id', tokenIds).delete()
  await Device.query()
    .whereIn(
      'id',
      devices.map((device) => device.id)
    )
    .delete()
}

/**
 * Signs out one of the person's devices: its row goes, so the session is signed out on its very
 * next request whatever the store; its session goes from the store and its remember-me token,
 * so the cookie cannot bring it back. Answers whether the person had that device.
 */
export async function signOutDevice(userId: number, deviceId: number) {
  const device = await Device.query().where('id', deviceId).where('user_id', userId).first()
  if (!device) return false
  await endDevices([device])
  return true
}

/** Signs out every device of the person but the one holding `keepKey`; answers how many. */
export async function signOutOtherDevices(userId: number, keepKey: string | undefined) {
  const query = Device.query().where('user_id', userId)
  if (keepKey) query.whereNot('key', keepKey)
  const devices = await query
  await endDevices(devices)
  return devices.length
}

/** Forgets the device of a session that signs out (its store and token go with the sign-out). */
export async function forgetDevice(key: string) {
  await Device.query().where('key', key).delete()
}
