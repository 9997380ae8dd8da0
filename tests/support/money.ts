import db from '@adonisjs/lucid/services/db'
import RateChange from '#models/rate_change'
import type { RateKind, RateSubject } from '#shared/rates'
import { json } from '#tests/support/admin'
import type { Agent } from '#tests/support/agent'

/** A step of a rate's history, written straight to the database (before the logs it prices). */
export function setRate(
  subject: RateSubject,
  subjectId: number,
  kind: RateKind,
  rate: number,
  validFrom = '2026-01-01'
) {
  return RateChange.create({ subject, subjectId, kind, rate, validFrom })
}

/** A log booked through the API by the agent's user, so that it is priced as it is written. */
export async function bookPriced(
  agent: Agent,
  on: { project: { id: number }; task: { id: number } },
  date: string,
  startTime: string,
  stopTime: string,
  comments: string | null = null
) {
  const response = await json(agent, 'POST', '/api/time-logs', {
    project_id: on.project.id,
    task_id: on.task.id,
    date,
    start_time: startTime,
    stop_time: stopTime,
    comments,
  })
  if (response.status !== 201) throw new Error(`Booking failed: ${response.text}`)
  return response.json.data as { id: number }
}

type LogAmounts = { billable: number; cost: number; count: number }

/**
 * The logs' own amounts summed per key (a person, a project), nulls as 0: what every summary
 * must add up to.
 */
export async function logAmountsBy(column: 'user_id' | 'project_id' | 'client_id') {
  const rows = await db
    .from('time_logs')
    .join('projects', 'projects.id', 'time_logs.project_id')
    .select(
      column === 'client_id' ? 'projects.client_id' : `time_logs.${column}`,
      db.raw('SUM(COALESCE(time_logs.billable_amount, 0)) AS billable'),
      db.raw('SUM(COALESCE(time_logs.cost_amount, 0)) AS cost'),
      db.raw('COUNT(*) AS count')
    )
    .groupBy(column === 'client_id' ? 'projects.client_id' : `time_logs.${column}`)
  const sums = new Map<string, LogAmounts>()
  for (const row of rows) {
    sums.set(String(row[column]), {
      billable: Number(row.billable),
      cost: Number(row.cost),
      count: Number(row.count),
    })
  }
  return sums
}
