import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Project from '#models/project'
import { repriceLogs } from '#services/rates'
import i18nManager from '@adonisjs/i18n/services/main'
import { budgetUsed } from '#services/budgets'
import { markBilledIn, statementIn } from '#services/billing'
import { saveInvoiceSettings } from '#services/invoice_settings'
import { sqlTime } from '#lib/sql_time'
import type { RateKind, RateSubject } from '#shared/rates'

type DemoRate = {
  subject: RateSubject
  name?: string
  kind?: RateKind
  /** Euro cents an hour. */
  rate: number
  fromDaysAgo: number
}

/** People's rates and costs, a client's and a project's rate, which changed three weeks ago. */
const demoRates = (admin: User, user: User): (DemoRate & { id?: number })[] => [
  { subject: 'user', id: user.id, rate: 8500, fromDaysAgo: 365 },
  { subject: 'user', id: user.id, kind: 'cost', rate: 5500, fromDaysAgo: 365 },
  { subject: 'user', id: admin.id, rate: 11_000, fromDaysAgo: 365 },
  { subject: 'user', id: admin.id, kind: 'cost', rate: 7000, fromDaysAgo: 365 },
  { subject: 'client', name: 'Northwind Traders', rate: 9500, fromDaysAgo: 365 },
  { subject: 'project', name: 'Route planner API', rate: 12_000, fromDaysAgo: 365 },
  { subject: 'project', name: 'Route planner API', rate: 13_000, fromDaysAgo: 21 },
]

/**
 * Gives the demo money: rates with a history, logs priced by them, last month of one client
 * billed, and the Webshop relaunch's budget most of the way used, so that its progress shows
 * and its 80% alert has gone out.
 */
export async function seedDemoMoney(
  trx: TransactionClientContract,
  today: DateTime,
  admin: User,
  user: User
) {
  const idOf = async (table: 'clients' | 'projects', name: string) => {
    const row = await trx.from(table).where('name', name).select('id').firstOrFail()
    return Number(row.id)
  }
  const createdAt = sqlTime(DateTime.utc())
  for (const rate of demoRates(admin, user)) {
    await trx.table('rate_changes').insert({
      subject: rate.subject,
      subject_id:
        rate.id ?? (await idOf(rate.subject === 'client' ? 'clients' : 'projects', rate.name!)),
      kind: rate.kind ?? 'billable',
      rate: rate.rate,
      valid_from: today.minus({ days: rate.fromDaysAgo }).toISODate(),
      created_by: admin.id,
      created_at: createdAt,
    })
  }
  for (const person of [admin, user]) {
    await repriceLogs(trx, { subject: 'user', subjectId: person.id })
  }
  const webshop = await Project.findByOrFail('name', 'Webshop relaunch', { client: trx })
  const used = await budgetUsed(trx, webshop.id, { startsOn: null, endsOn: null })
  // Used to 85%, rounded up to whole euros.
  webshop.merge({ budgetAmount: Math.ceil(used / 0.85 / 100) * 100, budgetPeriod: 'total' })
  await webshop.useTransaction(trx).save()
  await billLastMonth(trx, today, admin)
  await trx.table('budget_alerts').insert({
    project_id: webshop.id,
    period_starts_on: '1000-01-01',
    threshold: 80,
    budget_amount: webshop.budgetAmount,
    sent_at: createdAt,
  })
}

/**
 * The company's details for statements, and Northwind Traders' last month billed in one batch
 * with 21% tax, so that the Invoicing page, the billing batches and the Billed marks have
 * something to show.
 */
async function billLastMonth(trx: TransactionClientContract, today: DateTime, admin: User) {
  await saveInvoiceSettings(
    {
      companyName: 'Hourbook Demo B.V.',
      companyAddress: 'Keizersgracht 1\n1015 AA Amsterdam',
      invoiceTaxRate: 2100,
    },
    admin,
    trx
  )
  const client = await trx.from('clients').where('name', 'Northwind Traders').firstOrFail()
  const lastMonth = today.minus({ months: 1 })
  const query = {
    clientId: Number(client.id),
    projectId: null,
    dateFrom: lastMonth.startOf('month').toISODate()!,
    dateTo: lastMonth.endOf('month').toISODate()!,
    grouping: 'task' as const,
    taxRate: 2100,
  }
  const i18n = i18nManager.locale('en')
  const shown = await statementIn(trx, query, i18n)
  if (shown.logCount > 0) await markBilledIn(trx, query, shown, admin, i18n)
}
