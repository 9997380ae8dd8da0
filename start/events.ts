import emitter from '@adonisjs/core/services/emitter'
import TimerChanged from '#events/timer_changed'
import TimeLogCreated from '#events/time_log_created'
import TimeLogUpdated from '#events/time_log_updated'
import TimeLogDeleted from '#events/time_log_deleted'
import TimerStarted from '#events/timer_started'
import TimerStopped from '#events/timer_stopped'
import BillingBatchCreated from '#events/billing_batch_created'
import ProjectBudgetReached from '#events/project_budget_reached'

const BroadcastTimer = () => import('#listeners/broadcast_timer')
const QueueWebhooks = () => import('#listeners/queue_webhooks')

emitter.listen(TimerChanged, [BroadcastTimer])

emitter.on(TimeLogCreated, [QueueWebhooks, 'timeLogCreated'])
emitter.on(TimeLogUpdated, [QueueWebhooks, 'timeLogUpdated'])
emitter.on(TimeLogDeleted, [QueueWebhooks, 'timeLogDeleted'])
emitter.on(TimerStarted, [QueueWebhooks, 'timerStarted'])
emitter.on(TimerStopped, [QueueWebhooks, 'timerStopped'])
emitter.on(BillingBatchCreated, [QueueWebhooks, 'billingBatchCreated'])
emitter.on(ProjectBudgetReached, [QueueWebhooks, 'projectBudgetReached'])
