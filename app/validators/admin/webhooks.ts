import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { text } from '#validators/fields'
import { emptyToNull } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'
import { targetProblem } from '#lib/outbound_addresses'
import { webhookEvents } from '#shared/webhook_events'

const problemMessages = {
  url: ['The {field} field must be a valid URL.', 'url'],
  https: ['The {field} must be an https:// address.', 'webhookHttps'],
  private: [
    'The {field} must not point to a loopback, private or other internal address.',
    'webhookPrivate',
  ],
  unresolvable: ['The host of the {field} could not be found.', 'webhookUnresolvable'],
} as const

/**
 * A URL the server may send webhooks to (app/lib/outbound_addresses.ts): https, on a public
 * address, unless WEBHOOKS_ALLOW_PRIVATE is set. Checked again at every delivery.
 */
const webhookTarget = vine.createRule(async (value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string' || !field.isValid) return
  const problem = await targetProblem(value)
  if (!problem) return
  const [message, rule] = problemMessages[problem]
  field.report(message, rule, field)
})

export const webhookEndpointValidator = vine.create({
  url: text().trim().minLength(1).maxLength(2048).use(webhookTarget()),
  description: text().trim().maxLength(255).parse(emptyToNull).nullable().optional(),
  events: vine.array(vine.enum(webhookEvents)).minLength(1).distinct(),
  active: vine.boolean().optional(),
  /** true replaces the secret with a new one (on an update). */
  rotate_secret: vine.boolean().optional(),
})

const webhookEndpointSort = [
  'id',
  'url',
  'description',
  'active',
  'created_at',
  'updated_at',
] as const

export const webhookEndpointListQuery = listQuery({
  sort: webhookEndpointSort,
  filters: { id: 'ids', url: 'text', description: 'text', active: 'boolean' },
})

const webhookDeliverySort = [
  'created_at',
  'event',
  'status',
  'attempts',
  'next_attempt_at',
  'last_status_code',
  'delivered_at',
] as const

export const webhookDeliveryListQuery = listQuery({
  sort: webhookDeliverySort,
  filters: { endpoint_id: 'ids', event: 'exact', status: 'exact' },
})
