import type { HttpContext } from '@adonisjs/core/http'
import { objectBody } from '#admin/resource'
import { invoiceSettingsValidator } from '#validators/admin/billing'
import { invoiceSettings, saveInvoiceSettings } from '#services/invoice_settings'
import InvoiceSettingsTransformer from '#transformers/admin/invoice_settings_transformer'

const present = async () => ({
  data: new InvoiceSettingsTransformer(await invoiceSettings()).toObject(),
})

/** The company's name and address on the statements, and the default tax rate. */
export default class InvoiceSettingsController {
  async show() {
    return present()
  }

  async update(ctx: HttpContext) {
    const fields = await ctx.request.validateUsing(invoiceSettingsValidator, {
      data: objectBody(ctx),
    })
    await saveInvoiceSettings(
      {
        companyName: fields.company_name,
        companyAddress: fields.company_address,
        invoiceTaxRate: fields.invoice_tax_rate,
      },
      ctx.auth.user!
    )
    return present()
  }
}
