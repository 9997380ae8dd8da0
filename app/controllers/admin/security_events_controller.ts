import type { HttpContext } from '@adonisjs/core/http'
import { listRecords } from '#admin/list'
import { findRecord } from '#admin/resource'
import { securityEvents } from '#admin/security_events'
import SecurityEventTransformer from '#transformers/admin/security_event_transformer'
import type SecurityEvent from '#models/security_event'

const present = (event: SecurityEvent) => new SecurityEventTransformer(event).toObject()

/** Everyone's security events, read-only: the list and one event. */
export default class SecurityEventsController {
  async index({ request }: HttpContext) {
    const { listQuery } = securityEvents
    const options = await request.validateUsing(listQuery.validator)
    const { rows, total } = await listRecords(securityEvents, listQuery.filters, options)
    return { data: rows.map(present), total }
  }

  async show({ params }: HttpContext) {
    return { data: present(await findRecord(securityEvents, params.id)) }
  }
}
