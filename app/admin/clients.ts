import db from '@adonisjs/lucid/services/db'
import Client from '#models/client'
import Project from '#models/project'
import { clientListQuery, clientValidator } from '#validators/admin/clients'
import ClientTransformer from '#transformers/admin/client_transformer'
import { whereLikeAny } from '#admin/list'
import { defineResource, deleteUnlessUsed, validateWith } from '#admin/resource'
import { annotateRates, saveRates, withRates } from '#admin/rates'

export const clients = defineResource(Client, validateWith(clientValidator), {
  listQuery: clientListQuery,
  defaultSort: 'name',
  nullableColumns: ['email'],
  search: (query, pattern) => whereLikeAny(query, ['clients.name', 'clients.email'], pattern),
  transformer: ClientTransformer,
  save: (ctx, { billable_rate: rate, billable_rate_from: from, ...fields }, record) =>
    db.transaction(async (trx) => {
      const client = record ?? new Client()
      client.useTransaction(trx)
      client.merge(fields)
      await client.save()
      await saveRates(ctx, trx, 'client', client.id, {
        billable_rate: rate,
        billable_rate_from: from,
      })
      return client
    }),
  annotate: (ctx, records) => annotateRates(ctx, 'client', records),
  remove: (ctx, client) =>
    deleteUnlessUsed(ctx, withRates('client', client), [
      [() => Project.findBy('client_id', client.id), 'admin.client_has_projects'],
    ]),
})
