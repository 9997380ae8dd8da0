import type { HttpContext } from '@adonisjs/core/http'
import { usableConnections } from '#services/connections'
import ConnectionTransformer from '#transformers/connection_transformer'
import { serializer } from '#lib/serializer'

export default class ConnectionsController {
  /** Every usable connection: the portal asks with limit=-1 and there are few per user. */
  async index({ auth }: HttpContext) {
    const connections = await usableConnections(auth.user!)
    return serializer.serialize({ data: ConnectionTransformer.transform(connections) })
  }
}
