import TimeLog from '#models/time_log'
import type User from '#models/user'
import type { timeLogSortColumns } from '#validators/time_log'

type SortColumn = (typeof timeLogSortColumns)[number]

type ListOptions = {
  limit?: number
  page?: number
  sort?: SortColumn
  order?: 'asc' | 'desc'
  search?: string
}

const sortColumns: Record<SortColumn, string> = {
  date: 'time_logs.date',
  start_time: 'time_logs.start_time',
  stop_time: 'time_logs.stop_time',
  project: 'projects.name',
  task: 'tasks.name',
}

/** Escapes LIKE's wildcards so a search for "50%" finds "50%". */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * One page of the user's logs, newest first unless sorted otherwise, optionally searched in
 * project, task and comments. A user's logs never share a date and start time (they may not
 * overlap), so date and start time settle every order, and the default order reads straight
 * from the (user_id, date, start_time) index.
 */
export async function listTimeLogs(user: User, options: ListOptions) {
  const limit = options.limit ?? 25
  const page = options.page ?? 1
  const sort = options.sort ?? 'date'
  const order = options.order ?? 'desc'
  const needsNames = Boolean(options.search) || sort === 'project' || sort === 'task'

  const query = TimeLog.query().where('time_logs.user_id', user.id)
  if (needsNames) {
    query
      .join('projects', 'projects.id', 'time_logs.project_id')
      .join('tasks', 'tasks.id', 'time_logs.task_id')
      .select('time_logs.*')
  }
  if (options.search) {
    const pattern = likePattern(options.search.toLowerCase())
    query.where((search) => {
      for (const column of ['projects.name', 'tasks.name', 'time_logs.comments']) {
        search.orWhereRaw(`LOWER(${column}) LIKE ? ESCAPE '\\'`, [pattern])
      }
    })
  }

  const [{ total }] = await query
    .clone()
    .clearSelect()
    .count('* as total')
    .pojo<{ total: number | string }>()
  if (sort !== 'date') query.orderBy(sortColumns[sort], order)
  const rows = await query
    .orderBy('time_logs.date', order)
    .orderBy('time_logs.start_time', order)
    .if(limit !== -1, (paged) => paged.limit(limit).offset((page - 1) * limit))
    .preload('project')
    .preload('task')

  return { rows, total: Number(total), page, limit }
}
