import type { HttpContext } from '@adonisjs/core/http'
import { usableConnectionsWithLastLog } from '#services/connections'
import ConnectionTransformer from '#transformers/connection_transformer'
import { serializer } from '#lib/serializer'

export default class ConnectionsController {
  /**
   * Every usable connection, with the day the user last logged on it: the portal asks with
   * limit=-1 and there are few per user.
   */
  async index({ auth }: HttpContext) {
    const connections = await usableConnectionsWithLastLog(auth.user!)
    return serializer.serialize({ data: ConnectionTransformer.transform(connections) })
  }
}
