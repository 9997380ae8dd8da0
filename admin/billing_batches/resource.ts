import { mdiCashCheck } from '@mdi/js'
import { resourceIcon } from '~admin/layout/resource_icon'
import { BillingBatchList } from '~admin/billing_batches/billing_batch_list'
import { BillingBatchShow } from '~admin/billing_batches/billing_batch_show'

/** Made on the Invoicing page; undone from its own page. */
export const billingBatches = {
  name: 'billing-batches',
  list: BillingBatchList,
  show: BillingBatchShow,
  icon: resourceIcon(mdiCashCheck),
  recordRepresentation: 'number',
}
