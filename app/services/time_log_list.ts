import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { isoDate, isoTime } from '#models/columns'
import { likePattern, likeSql } from '#lib/like_search'
import type { timeLogSortColumns } from '#validators/time_log'

type SortColumn = (typeof timeLogSortColumns)[number]

type ListOptions = {
  limit?: number
  page?: number
  sort?: SortColumn
  order?: 'asc' | 'desc'
  search?: string
}

type ListRow = {
  id: number
  date: unknown
  start_time: unknown
  stop_time: unknown
  comments: string | null
  project_id: number
  project_name: string
  task_id: number
  task_name: string
}

const sortColumns: Record<SortColumn, string> = {
  date: 'time_logs.date',
  start_time: 'time_logs.start_time',
  stop_time: 'time_logs.stop_time',
  project: 'projects.name',
  task: 'tasks.name',
}

function toTimeLog(row: ListRow) {
  return {
    id: row.id,
    date: isoDate(row.date)!,
    startTime: isoTime(row.start_time)!,
    stopTime: isoTime(row.stop_time)!,
    comments: row.comments,
    project: { id: row.project_id, name: row.project_name },
    task: { id: row.task_id, name: row.task_name },
  }
}

/**
 * One page of the user's logs, newest first unless sorted otherwise, optionally searched in
 * project, task and comments. A user's logs never share a date and start time (they may not
 * overlap), so date and start time settle every order, and the default order reads straight
 * from the (user_id, date, start_time) index. The list is the busiest read of the app, so it
 * reads plain rows with the names joined in rather than models with preloaded relations; the
 * left joins keep time_logs the outer table, so SQLite walks that index too. The unsearched
 * total is the count the database keeps on the user's row, read when the user was signed in.
 */
export async function listTimeLogs(user: User, options: ListOptions) {
  const limit = options.limit ?? 25
  const page = options.page ?? 1
  const sort = options.sort ?? 'date'
  const order = options.order ?? 'desc'

  const withNames = db
    .from('time_logs')
    .leftJoin('projects', 'projects.id', 'time_logs.project_id')
    .leftJoin('tasks', 'tasks.id', 'time_logs.task_id')
    .where('time_logs.user_id', user.id)
  if (options.search) {
    const pattern = likePattern(options.search)
    withNames.where((search) => {
      for (const column of ['projects.name', 'tasks.name', 'time_logs.comments']) {
        search.orWhereRaw(likeSql(column), [pattern])
      }
    })
  }
  let total = user.timeLogCount
  if (options.search) {
    const [counted] = await withNames.clone().count('* as total')
    total = Number(counted.total)
  }

  if (sort !== 'date') withNames.orderBy(sortColumns[sort], order)
  const rows: ListRow[] = await withNames
    .select(
      'time_logs.id',
      'time_logs.date',
      'time_logs.start_time',
      'time_logs.stop_time',
      'time_logs.comments',
      'projects.id as project_id',
      'projects.name as project_name',
      'tasks.id as task_id',
      'tasks.name as task_name'
    )
    .orderBy('time_logs.date', order)
    .orderBy('time_logs.start_time', order)
    .if(limit !== -1, (paged) => paged.limit(limit).offset((page - 1) * limit))

  return { rows: rows.map(toTimeLog), total, page, limit }
}
