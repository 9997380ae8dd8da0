import { BaseTransformer } from '@adonisjs/core/transformers'
import { timeLogData, type NamedLog, type PricedLog } from '#shared/api_data'
import type { MoneyView } from '#shared/money'

export type TimeLogWithNames = NamedLog

/** A log as the API shows it, with its price where the viewer may see money. */
type PricedLogData = ReturnType<typeof timeLogData> & {
  billed: boolean
  billable_rate?: number | null
  billable_amount?: number | null
  currency?: string
}

/** A time log as the APIs and pages show it (docs/api.md). */
export default class TimeLogTransformer extends BaseTransformer<TimeLogWithNames> {
  /**
   * The same data, for the time-log API's answers. The transformer's own `transform` resolves
   * every row's `toObject` through the container and records a stack trace per call, a cost the
   * list notices (bench/README.md); the API, the busiest part of the app, maps its logs with this
   * instead.
   */
  static toData(log: TimeLogWithNames) {
    return timeLogData(log)
  }

  /**
   * A log with whether it is billed, which everyone sees (it is why the log is read-only), and
   * its billable rate and amount where the viewer may see money.
   */
  static toPricedData(log: PricedLog, money: MoneyView): PricedLogData {
    // One object literal per branch: a second spread would be copied property by property, a
    // cost the lists, 25 to hundreds of logs an answer, notice (bench/README.md).
    if (!money) return { ...timeLogData(log), billed: log.billed }
    return {
      ...timeLogData(log),
      billed: log.billed,
      billable_rate: log.billableRate,
      billable_amount: log.billableAmount,
      currency: money.currency,
    }
  }

  toObject() {
    return TimeLogTransformer.toData(this.resource)
  }
}
