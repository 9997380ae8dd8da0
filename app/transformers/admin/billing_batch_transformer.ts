import { BaseTransformer } from '@adonisjs/core/transformers'
import type BillingBatch from '#models/billing_batch'
import { billingBatchData } from '#shared/billing'

/** A billing batch with its client, project and creator (preloaded), as its webhook sends it. */
export default class BillingBatchTransformer extends BaseTransformer<BillingBatch> {
  toObject() {
    return billingBatchData(this.resource)
  }
}
