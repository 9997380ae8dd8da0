import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type { WeekStatus } from '#shared/week_status'
import TimeLogTransformer from '#transformers/time_log_transformer'
import type { MoneyView } from '#shared/money'
import type { PricedLog } from '#shared/api_data'

/** A log with the state of its period. */
type PeriodLog = PricedLog & { weekStatus: WeekStatus; locked: boolean }

/** A person's week as the period rules found it. */
type WeekState = {
  startsOn: string
  endsOn: string
  status: WeekStatus
  comment: string | null
  submittedAt: DateTime | null
  decidedAt: DateTime | null
  lockDate: string | null
  totalSeconds: number
  availableHours: number | null
  canSubmit: boolean
  canWithdraw: boolean
  days: { date: string; totalSeconds: number; closed: boolean; logs: PeriodLog[] }[]
}

/** A person's week: its status, its days with their logs, and what they may do with it. */
export default class WeekTransformer extends BaseTransformer<{
  week: WeekState
  money: MoneyView
}> {
  /** A row of the Time Logs list, with the state of its period and the money the viewer sees. */
  static toRow(log: PeriodLog, money: MoneyView) {
    return {
      ...TimeLogTransformer.toPricedData(log, money),
      week_status: log.weekStatus,
      locked: log.locked,
    }
  }

  static toData(week: WeekState, money: MoneyView) {
    return {
      starts_on: week.startsOn,
      ends_on: week.endsOn,
      status: week.status,
      comment: week.comment,
      submitted_at: week.submittedAt?.toUTC().toISO() ?? null,
      decided_at: week.decidedAt?.toUTC().toISO() ?? null,
      lock_date: week.lockDate,
      total_seconds: week.totalSeconds,
      available_hours: week.availableHours,
      can_submit: week.canSubmit,
      can_withdraw: week.canWithdraw,
      days: week.days.map((day) => ({
        date: day.date,
        total_seconds: day.totalSeconds,
        closed: day.closed,
        logs: day.logs.map((log) => WeekTransformer.toRow(log, money)),
      })),
    }
  }

  toObject() {
    return WeekTransformer.toData(this.resource.week, this.resource.money)
  }
}
