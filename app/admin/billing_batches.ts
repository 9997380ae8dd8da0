import BillingBatch from '#models/billing_batch'
import { billingBatchListQuery } from '#validators/admin/billing'
import { likeSql } from '#lib/like_search'
import type { ListSpec } from '#admin/list'

/**
 * The statements marked as billed, newest first by default: filtered by client or project,
 * searched by number or client name. Made and undone through app/services/billing.ts.
 */
export const billingBatches: ListSpec<typeof BillingBatch> & {
  listQuery: typeof billingBatchListQuery
} = {
  model: BillingBatch,
  listQuery: billingBatchListQuery,
  defaultSort: 'number',
  search: (query, pattern) =>
    query.where((search) => {
      search
        .orWhereRaw(likeSql('billing_batches.number'), [pattern])
        .orWhereHas('customer', (client) => client.whereRaw(likeSql('name'), [pattern]))
    }),
  preload: (query) =>
    query.preload('customer').preload('project').preload('creator').preload('undoer'),
}
