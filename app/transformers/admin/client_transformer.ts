import { BaseTransformer } from '@adonisjs/core/transformers'
import type Client from '#models/client'
import { timestamps } from '#lib/timestamps'

/** The rate in force today is an extra the clients resource annotates (app/admin/rates.ts). */
export default class ClientTransformer extends BaseTransformer<Client> {
  toObject() {
    const client = this.resource
    return {
      id: client.id,
      name: client.name,
      email: client.email,
      active: client.active,
      billable_rate: client.$extras.billable_rate as number | null,
      ...timestamps(client),
    }
  }
}
