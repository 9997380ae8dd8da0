import type { HttpRequest } from '@adonisjs/core/http'
import TimeLog from '#models/time_log'
import User from '#models/user'
import { adminTimeLogValidator, timeLogListQuery } from '#validators/admin/time_logs'
import TimeLogTransformer from '#transformers/admin/time_log_transformer'
import { deleteAuditedTimeLog, saveAuditedTimeLog } from '#services/time_logs'
import { toTimeLogInput } from '#validators/time_log'
import { likeSql } from '#lib/like_search'
import { defineResource } from '#admin/resource'

/** The log's user's time zone decides what "today" is for the date window. */
async function timezoneOf(userId: unknown) {
  const id = Number(userId)
  const user = Number.isSafeInteger(id) && id > 0 ? await User.find(id) : null
  return user?.timezone ?? 'UTC'
}

/** Validates against the calendar of the log's user. */
async function validateTimeLog(request: HttpRequest, data: unknown, id?: number) {
  const userId = (data as Record<string, unknown> | null)?.user_id
  return request.validateUsing(adminTimeLogValidator, {
    data,
    meta: { id, timezone: await timezoneOf(userId) },
  })
}

export const timeLogs = defineResource(TimeLog, validateTimeLog, {
  listQuery: timeLogListQuery,
  defaultSort: 'date',
  nullableColumns: ['comments'],
  search: (query, pattern) =>
    query.where((search) => {
      search
        .orWhereRaw(likeSql('time_logs.comments'), [pattern])
        .orWhereHas('project', (project) => project.whereRaw(likeSql('name'), [pattern]))
        .orWhereHas('task', (task) => task.whereRaw(likeSql('name'), [pattern]))
        .orWhereHas('user', (user) => user.whereRaw(likeSql('name'), [pattern]))
    }),
  transformer: TimeLogTransformer,

  // Under the portal's rules, checked for the log's user rather than for the admin; closed days
  // do not refuse an administrator, but the change is recorded.
  async save(ctx, fields, record) {
    const user = await User.findOrFail(fields.user_id)
    return saveAuditedTimeLog(user, toTimeLogInput(fields), ctx.i18n, record, ctx.auth.user!)
  },
  remove: (ctx, log) => deleteAuditedTimeLog(log, ctx.auth.user!, ctx.i18n),
})
