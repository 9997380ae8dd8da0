import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Client from '#models/client'
import User from '#models/user'
import BudgetReachedMail from '#mails/budget_reached_mail'
import ProjectBudgetReached from '#events/project_budget_reached'
import { runInBackground } from '#lib/background_tasks'
import { selectRows } from '#lib/raw_rows'
import { DateTime } from 'luxon'
import { budgetThresholds, type BudgetPeriod, type BudgetReached } from '#shared/budgets'
import { currency } from '#config/money'

/** A project's money budget as the rules read it with the project (checkTimeLogRules). */
export type ProjectBudget = {
  projectId: number
  projectName: string
  clientId: number
  amount: number | null
  period: BudgetPeriod
}

/** The days of the budget's period that holds the date: the whole project, or its month. */
export function budgetPeriodOf(period: BudgetPeriod, date: string) {
  if (period === 'total') return { startsOn: null, endsOn: null }
  const day = DateTime.fromISO(date, { zone: 'utc' })
  return {
    startsOn: day.startOf('month').toISODate()!,
    endsOn: day.endOf('month').toISODate()!,
  }
}

/** The billable amount logged on the project in the period: read from the daily sums. */
export async function budgetUsed(
  client: QueryClientContract,
  projectId: number,
  period: { startsOn: string | null; endsOn: string | null }
) {
  const query = client.from('daily_log_totals').where('project_id', projectId)
  if (period.startsOn && period.endsOn) query.whereBetween('date', [period.startsOn, period.endsOn])
  const [row] = await query.sum('billable_amount as used')
  return Number(row?.used ?? 0)
}

/**
 * The billable amount logged on each project in its budget's period that holds `today`, by
 * project id, for the lists that show budgets' progress.
 */
export async function budgetsUsed(
  projects: { id: number; budgetPeriod: BudgetPeriod }[],
  today: string,
  client: QueryClientContract = db.connection()
) {
  const used = new Map<number, number>(projects.map((project) => [project.id, 0]))
  const sums = (period: BudgetPeriod) => {
    const ids = projects.filter((project) => project.budgetPeriod === period).map(({ id }) => id)
    if (!ids.length) return []
    const days = budgetPeriodOf(period, today)
    const query = client
      .from('daily_log_totals')
      .whereIn('project_id', ids)
      .groupBy('project_id')
      .select('project_id')
      .sum('billable_amount as used')
    if (days.startsOn && days.endsOn) query.whereBetween('date', [days.startsOn, days.endsOn])
    return query as Promise<{ project_id: number; used: unknown }[]>
  }
  const [total, monthly] = await Promise.all([sums('total'), sums('month')])
  for (const row of [...total, ...monthly]) used.set(Number(row.project_id), Number(row.used ?? 0))
  return used
}

/**
 * After a write on a project with a budget, in the write's transaction: records each threshold
 * (80%, 100%) of the budget of the write's period that the logged amount has reached and that
 * was not yet recorded for this budget, and then mails every active administrator once, for the
 * highest of them, and queues `project.budget_reached`. The record's key (project, period,
 * threshold, budget) makes it once per budget and period, whoever writes at the same time: a
 * changed budget is a new one.
 */
export async function alertBudgetReached(
  trx: TransactionClientContract,
  budget: ProjectBudget,
  date: string
) {
  if (budget.amount === null || budget.amount <= 0) return
  const period = budgetPeriodOf(budget.period, date)
  const used = await budgetUsed(trx, budget.projectId, period)
  const reached = budgetThresholds.filter((threshold) => used * 100 >= budget.amount! * threshold)
  if (reached.length === 0) return
  const sentAt = DateTime.utc().toFormat(trx.dialect.dateTimeFormat)
  const recorded: number[] = []
  for (const threshold of reached) {
    // The whole project's budget has one period, keyed by the first day storable.
    const inserted = await selectRows(
      `INSERT INTO budget_alerts (project_id, period_starts_on, threshold, budget_amount, sent_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING threshold`,
      [budget.projectId, period.startsOn ?? '1000-01-01', threshold, budget.amount, sentAt],
      trx
    )
    if (inserted.length > 0) recorded.push(threshold)
  }
  if (recorded.length === 0) return
  const alert: BudgetReached = {
    ...budget,
    amount: budget.amount,
    used,
    threshold: Math.max(...recorded),
    periodStartsOn: period.startsOn,
    currency: currency(),
  }
  await ProjectBudgetReached.dispatch(trx, alert)
  trx.after('commit', () => {
    runInBackground('A budget alert could not be mailed', () => mailAdministrators(alert))
  })
}

async function mailAdministrators(alert: BudgetReached) {
  const client = await Client.findOrFail(alert.clientId)
  const admins = await User.query().where('role', 'admin').where('active', true).orderBy('id')
  for (const admin of admins) {
    await mail.send(new BudgetReachedMail(admin, alert, client.name))
  }
}
