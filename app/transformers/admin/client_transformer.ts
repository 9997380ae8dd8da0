import { BaseTransformer } from '@adonisjs/core/transformers'
import type Client from '#models/client'
import { timestamps } from '#lib/timestamps'

export default class ClientTransformer extends BaseTransformer<Client> {
  toObject() {
    const client = this.resource
    return {
      id: client.id,
      name: client.name,
      email: client.email,
      active: client.active,
      ...timestamps(client),
    }
  }
}
