import { BaseTransformer } from '@adonisjs/core/transformers'
import type SecurityEvent from '#models/security_event'
import { browserAndSystemOf } from '#lib/user_agents'

/**
 * One of a person's own security events as their Profile shows it: what, when (also as the
 * calendar date and time of day in their time zone), from where, and whether an administrator
 * made the change (never who, nor anything of another account).
 */
export default class SecurityEventTransformer extends BaseTransformer<{
  event: SecurityEvent
  timezone: string
}> {
  toObject() {
    const { event, timezone } = this.resource
    const local = event.createdAt.setZone(timezone)
    return {
      id: event.id,
      kind: event.kind,
      created_at: event.createdAt.toISO()!,
      date: local.toISODate()!,
      time: local.toFormat('HH:mm:ss'),
      ip: event.ip,
      user_agent: event.userAgent,
      ...browserAndSystemOf(event.userAgent),
      by_administrator: event.actorId !== null,
    }
  }
}
