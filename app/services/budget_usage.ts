import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { BudgetPeriod } from '#shared/budgets'

/**
 * The billable amount logged on each project in its budget's current period, in minor units:
 * the whole project, or the calendar month `today` lies in.
 */
export async function budgetsUsed(
  projects: { id: number; budgetPeriod: BudgetPeriod }[],
  today: string
) {
  const month = DateTime.fromISO(today, { zone: 'utc' })
  const used = new Map<number, number>(projects.map((project) => [project.id, 0]))
  const sums = (period: BudgetPeriod) => {
    const ids = projects.filter((project) => project.budgetPeriod === period).map(({ id }) => id)
    if (!ids.length) return []
    const query = db
      .from('time_logs')
      .whereIn('project_id', ids)
      .groupBy('project_id')
      .select('project_id')
      .sum('billable_amount as used')
    if (period === 'month') {
      query.whereBetween('date', [
        month.startOf('month').toISODate()!,
        month.endOf('month').toISODate()!,
      ])
    }
    return query as Promise<{ project_id: number; used: unknown }[]>
  }
  const [total, monthly] = await Promise.all([sums('total'), sums('month')])
  for (const row of [...total, ...monthly]) used.set(Number(row.project_id), Number(row.used ?? 0))
  return used
}
