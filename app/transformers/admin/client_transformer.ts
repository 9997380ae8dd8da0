import type Client from '#models/client'
import { timestamps } from '#transformers/admin/timestamps'

export function transformClient(client: Client) {
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    active: client.active,
    ...timestamps(client),
  }
}
