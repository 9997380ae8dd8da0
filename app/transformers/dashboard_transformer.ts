import { BaseTransformer } from '@adonisjs/core/transformers'
import { formatDuration } from '#lib/durations'
import TimeLogTransformer, { type TimeLogWithNames } from '#transformers/time_log_transformer'

type Summary = {
  week: { from: string; to: string; seconds: number }
  todaysLogs: TimeLogWithNames[]
}

/** The dashboard: this week's total and today's logs. */
export default class DashboardTransformer extends BaseTransformer<Summary> {
  toObject() {
    const { week, todaysLogs } = this.resource
    return {
      week: { from: week.from, to: week.to, total: formatDuration(week.seconds) },
      today: TimeLogTransformer.transform(todaysLogs),
    }
  }
}
