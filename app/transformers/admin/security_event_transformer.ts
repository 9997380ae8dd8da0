import { BaseTransformer } from '@adonisjs/core/transformers'
import type SecurityEvent from '#models/security_event'

/** A security event as the admin API shows it: whose, by whom, what, when and from where. */
export default class SecurityEventTransformer extends BaseTransformer<SecurityEvent> {
  toObject() {
    const event = this.resource
    const { user, actor } = event
    return {
      id: event.id,
      kind: event.kind,
      user: user ? { id: user.id, name: user.name, email: user.email } : null,
      actor: actor ? { id: actor.id, name: actor.name } : null,
      email: event.email,
      ip: event.ip,
      user_agent: event.userAgent,
      created_at: event.createdAt.toISO(),
    }
  }
}
