import { DateTime } from 'luxon'
import type Timer from '#models/timer'
import { timeLogData as apiTimeLog, timerData as apiTimer } from '#shared/api_data'
import type { NamedTimeLog } from '#services/time_log_list'
import type { BudgetReached } from '#shared/budgets'

/**
 * The `data` of the webhook events: the time log or the timer as the API shows it
 * (shared/api_data.ts, as GET /api/time-logs/{id} and GET /api/timer answer), with the user it
 * belongs to; a log's money stays out, as it does for people not shown it.
 */
export function timeLogData(log: NamedTimeLog, userId: number) {
  const { id, ...rest } = apiTimeLog(log)
  return { id, user_id: userId, ...rest, billed: log.billed }
}

export function timerData(timer: Timer) {
  return { user_id: timer.userId, ...apiTimer(timer) }
}

/**
 * A timer that ended: stopped into the logs with these ids, or discarded (or replaced by a new
 * one) with none.
 */
export function stoppedTimerData(timer: Timer, timeLogIds: number[]) {
  return {
    ...timerData(timer),
    stopped_at: DateTime.utc().startOf('second').toISO()!,
    time_log_ids: timeLogIds,
  }
}

/** The `data` of a `project.budget_reached` webhook. */
export function budgetReachedData(alert: BudgetReached) {
  return {
    project_id: alert.projectId,
    project_name: alert.projectName,
    budget_amount: alert.amount,
    budget_period: alert.period,
    period_starts_on: alert.periodStartsOn,
    used_amount: alert.used,
    threshold: alert.threshold,
    currency: alert.currency,
  }
}
