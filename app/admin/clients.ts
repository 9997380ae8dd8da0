import Client from '#models/client'
import Project from '#models/project'
import { clientListQuery, clientValidator } from '#validators/admin/clients'
import ClientTransformer from '#transformers/admin/client_transformer'
import { whereLikeAny } from '#admin/list'
import { defineResource, deleteUnlessUsed, validateWith } from '#admin/resource'

export const clients = defineResource(Client, validateWith(clientValidator), {
  listQuery: clientListQuery,
  defaultSort: 'name',
  nullableColumns: ['email'],
  search: (query, pattern) => whereLikeAny(query, ['clients.name', 'clients.email'], pattern),
  transformer: ClientTransformer,
  async save(_, fields, record) {
    const client = record ?? new Client()
    client.merge(fields)
    await client.save()
    return client
  },
  remove: (ctx, client) =>
    deleteUnlessUsed(ctx, client, [
      [() => Project.findBy('client_id', client.id), 'admin.client_has_projects'],
    ]),
})
