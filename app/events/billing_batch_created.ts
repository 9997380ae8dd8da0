import { BaseEvent } from '@adonisjs/core/events'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type BillingBatch from '#models/billing_batch'

/**
 * A statement was marked as billed, in `trx`: dispatched inside the transaction that billed its
 * logs, with the batch's client, project and creator loaded.
 */
export default class BillingBatchCreated extends BaseEvent {
  constructor(
    public trx: TransactionClientContract,
    public batch: BillingBatch
  ) {
    super()
  }
}
