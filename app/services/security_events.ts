import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import SecurityEvent from '#models/security_event'
import { securityEventsRetention } from '#config/app'
import { securityEventsPerPage, type SecurityEventKind } from '#shared/security_events'
import { clip } from '#lib/clip'

/** Where a request came from: its client's address and browser, as the request told them. */
export type RequestOrigin = { ip: string | null; userAgent: string | null }

export type NewSecurityEvent = {
  kind: SecurityEventKind
  /** Whose account; null for a failed sign-in with an address no account has. */
  userId: number | null
  /** Who made the change, when someone else (an administrator) may have. */
  actorId?: number | null
  /** The address tried, for a failed sign-in no account matches. */
  email?: string | null
  origin?: RequestOrigin
}

/**
 * Records a security event, once the change it tells of is stored. Never throws: a record that
 * cannot be written is logged, and the request it belongs to carries on as it would have, so a
 * full disk or a slow database turns no sign-in or password change into an error. The record is
 * written after the change rather than in its transaction: most changes (a sign-in, a token)
 * have none, and one record lost is better than a change refused.
 */
export async function recordSecurityEvent(event: NewSecurityEvent) {
  const actorId = event.actorId && event.actorId !== event.userId ? event.actorId : null
  try {
    await SecurityEvent.create({
      kind: event.kind,
      userId: event.userId,
      actorId,
      email: event.userId === null ? clip(event.email?.trim().toLowerCase(), 254) : null,
      ip: clip(event.origin?.ip, 64),
      userAgent: clip(event.origin?.userAgent, 512),
    })
  } catch (error) {
    logger.error({ err: error, kind: event.kind }, 'A security event could not be recorded')
  }
}

/** One page of a person's own events, newest first, and whether older ones follow. */
export async function securityEventsOf(userId: number, page: number) {
  const rows = await SecurityEvent.query()
    .where('user_id', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * securityEventsPerPage)
    .limit(securityEventsPerPage + 1)
  return {
    events: rows.slice(0, securityEventsPerPage),
    hasMore: rows.length > securityEventsPerPage,
  }
}

/**
 * Deletes the events older than the retention (SECURITY_EVENTS_DAYS, 365 by default) as of
 * `now`; answers how many went.
 */
export async function pruneSecurityEvents(
  now = DateTime.now(),
  days = securityEventsRetention.days
) {
  // Written as the stored timestamps are: SQLite compares them as text.
  const cutoff = now.minus({ days }).toFormat('yyyy-MM-dd HH:mm:ss')
  const deleted = await SecurityEvent.query().where('created_at', '<', cutoff).delete()
  return Number(Array.isArray(deleted) ? deleted[0] : deleted)
}
