import { BaseTransformer } from '@adonisjs/core/transformers'
import { formatHours } from '#shared/durations'
import type WeekSubmission from '#models/week_submission'
import type { WeekStatus } from '#shared/week_status'
import TimeLogTransformer, { type TimeLogWithNames } from '#transformers/time_log_transformer'

type Summary = {
  week: {
    from: string
    to: string
    seconds: number
    days: { date: string; seconds: number }[]
    status: WeekStatus
    comment: string | null
  }
  decision: WeekSubmission | null
  todaysLogs: TimeLogWithNames[]
  month: {
    from: string
    to: string
    topProjects: { id: number; name: string; clientName: string; seconds: number }[]
  }
  newHere: boolean
  canLogTime: boolean
}

/**
 * The dashboard: this week's total, hours per day and status, the latest decision on a week,
 * today's logs, the month's top projects; whether the user has no log yet and may log time.
 */
export default class DashboardTransformer extends BaseTransformer<Summary> {
  toObject() {
    const { week, decision, todaysLogs, month, newHere, canLogTime } = this.resource
    return {
      week: {
        from: week.from,
        to: week.to,
        total: formatHours(week.seconds),
        days: week.days,
        starts_on: week.from,
        ends_on: week.to,
        status: week.status,
        comment: week.comment,
      },
      decision: decision && {
        starts_on: decision.startsOn,
        ends_on: decision.endsOn,
        status: decision.status as 'approved' | 'rejected',
        comment: decision.comment,
        decided_at: decision.decidedAt?.toUTC().toISO() ?? null,
      },
      today: TimeLogTransformer.transform(todaysLogs),
      month: {
        from: month.from,
        to: month.to,
        top_projects: month.topProjects.map((project) => ({
          id: project.id,
          name: project.name,
          client_name: project.clientName,
          seconds: project.seconds,
          total: formatHours(project.seconds),
        })),
      },
      new_here: newHere,
      can_log_time: canLogTime,
    }
  }
}
