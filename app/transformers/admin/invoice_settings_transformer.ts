import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'

type InvoiceSettingsRecord = {
  settings: {
    companyName: string | null
    companyAddress: string | null
    invoiceTaxRate: number | null
  }
  updatedAt: DateTime | null
}

/** The company's details on the statements and the default tax rate. */
export default class InvoiceSettingsTransformer extends BaseTransformer<InvoiceSettingsRecord> {
  toObject() {
    const { settings, updatedAt } = this.resource
    return {
      company_name: settings.companyName,
      company_address: settings.companyAddress,
      invoice_tax_rate: settings.invoiceTaxRate,
      updated_at: updatedAt?.toISO() ?? null,
    }
  }
}
