import type { HttpContext } from '@adonisjs/core/http'
import { usableConnections } from '#services/connections'
import { transformConnection } from '#transformers/connection_transformer'

export default class ConnectionsController {
  /** Every usable connection: the portal asks with limit=-1 and there are few per user. */
  async index({ auth }: HttpContext) {
    const connections = await usableConnections(auth.user!)
    return { data: connections.map(transformConnection) }
  }
}
