import type TimeLogCreated from '#events/time_log_created'
import type TimeLogUpdated from '#events/time_log_updated'
import type TimeLogDeleted from '#events/time_log_deleted'
import type TimerStarted from '#events/timer_started'
import type TimerStopped from '#events/timer_stopped'
import type BillingBatchCreated from '#events/billing_batch_created'
import type ProjectBudgetReached from '#events/project_budget_reached'
import { namedTimeLog } from '#services/time_log_list'
import { queueWebhook } from '#services/webhooks/queue'
import { billingBatchData } from '#shared/billing'
import {
  budgetReachedData,
  stoppedTimerData,
  timeLogData,
  timerData,
} from '#services/webhooks/payloads'

/**
 * Queues the webhook deliveries of the domain's events, in the transaction of the change each
 * reports (app/services/webhooks/queue.ts): a change that rolls back or fails to commit sends
 * nothing, and one that commits is delivered even if the process dies right after.
 */
export default class QueueWebhooks {
  timeLogCreated({ trx, userId, log, subscribers }: TimeLogCreated) {
    return queueWebhook(trx, 'time_log.created', () => timeLogData(log, userId), subscribers)
  }

  timeLogUpdated({ trx, userId, log, subscribers }: TimeLogUpdated) {
    return queueWebhook(trx, 'time_log.updated', () => timeLogData(log, userId), subscribers)
  }

  timeLogDeleted({ trx, log }: TimeLogDeleted) {
    return queueWebhook(trx, 'time_log.deleted', async () =>
      timeLogData(await namedTimeLog(log.id, trx), log.userId)
    )
  }

  timerStarted({ trx, timer }: TimerStarted) {
    return queueWebhook(trx, 'timer.started', () => timerData(timer))
  }

  timerStopped({ trx, timer, timeLogIds }: TimerStopped) {
    return queueWebhook(trx, 'timer.stopped', () => stoppedTimerData(timer, timeLogIds))
  }

  billingBatchCreated({ trx, batch }: BillingBatchCreated) {
    return queueWebhook(trx, 'billing_batch.created', () => billingBatchData(batch))
  }

  projectBudgetReached({ trx, alert }: ProjectBudgetReached) {
    return queueWebhook(trx, 'project.budget_reached', () => budgetReachedData(alert))
  }
}
