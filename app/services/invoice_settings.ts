import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Setting from '#models/setting'
import type User from '#models/user'
import { sqlTime } from '#lib/sql_time'

/** The company's details on every statement, and the tax rate the Invoicing page starts with. */
export type InvoiceSettings = {
  companyName: string | null
  companyAddress: string | null
  /** Hundredths of a percent, or null for none. */
  invoiceTaxRate: number | null
}

const keys = {
  companyName: 'company_name',
  companyAddress: 'company_address',
  invoiceTaxRate: 'invoice_tax_rate',
} as const

/** The settings, with when one of them last changed. */
export async function invoiceSettings() {
  const rows = await Setting.query().whereIn('key', Object.values(keys))
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null
  const rate = value(keys.invoiceTaxRate)
  const latest = rows.toSorted((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis()).at(0)
  const settings: InvoiceSettings = {
    companyName: value(keys.companyName),
    companyAddress: value(keys.companyAddress),
    invoiceTaxRate: rate === null ? null : Number(rate),
  }
  return { settings, updatedAt: latest?.updatedAt ?? null }
}

/** Stores the three settings at once. */
export async function saveInvoiceSettings(
  settings: InvoiceSettings,
  admin: User,
  client: QueryClientContract = db.connection()
) {
  const updatedAt = sqlTime(DateTime.utc())
  await client
    .table('settings')
    .multiInsert(
      Object.entries(keys).map(([field, key]) => {
        const value = settings[field as keyof InvoiceSettings]
        return {
          key,
          value: value === null ? null : String(value),
          updated_by: admin.id,
          updated_at: updatedAt,
        }
      })
    )
    .onConflict('key')
    .merge()
}
