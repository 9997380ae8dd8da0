import { BaseTransformer } from '@adonisjs/core/transformers'
import { formatDuration } from '#lib/durations'
import TimeLogTransformer, { type TimeLogWithNames } from '#transformers/time_log_transformer'

type Summary = {
  week: { from: string; to: string; seconds: number; days: { date: string; seconds: number }[] }
  todaysLogs: TimeLogWithNames[]
  month: {
    from: string
    to: string
    topProjects: { id: number; name: string; clientName: string; seconds: number }[]
  }
}

/** The dashboard: this week's total and hours per day, today's logs, the month's top projects. */
export default class DashboardTransformer extends BaseTransformer<Summary> {
  toObject() {
    const { week, todaysLogs, month } = this.resource
    return {
      week: {
        from: week.from,
        to: week.to,
        total: formatDuration(week.seconds),
        days: week.days,
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
          total: formatDuration(project.seconds),
        })),
      },
    }
  }
}
