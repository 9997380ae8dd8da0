import type { HttpContext } from '@adonisjs/core/http'
import { timeLogListValidator, timeLogValidator, toTimeLogInput } from '#validators/time_log'
import { deleteTimeLog, findOwnTimeLog, saveTimeLog } from '#services/time_logs'
import { listTimeLogs, namedTimeLog } from '#services/time_log_list'
import TimeLogTransformer from '#transformers/time_log_transformer'
import WeekTransformer from '#transformers/week_transformer'
import { toReportFilters } from '#validators/report'

export default class TimeLogsController {
  async index({ request, auth }: HttpContext) {
    const options = await request.validateUsing(timeLogListValidator)
    const { rows, total, totalSeconds, page, limit } = await listTimeLogs(
      auth.user!,
      options,
      toReportFilters(options)
    )
    return {
      data: rows.map(WeekTransformer.toRow),
      total,
      total_seconds: totalSeconds,
      page,
      limit,
    }
  }

  async store({ request, auth, response, i18n }: HttpContext) {
    const user = auth.user!
    const fields = await request.validateUsing(timeLogValidator, {
      meta: { timezone: user.timezone },
    })
    const log = await saveTimeLog(user, toTimeLogInput(fields), i18n)
    return response.created({ data: TimeLogTransformer.toData(log) })
  }

  async show({ params, auth }: HttpContext) {
    const log = await findOwnTimeLog(auth.user!, params.id)
    return { data: TimeLogTransformer.toData(await namedTimeLog(log.id)) }
  }

  async update({ params, request, auth, i18n }: HttpContext) {
    const user = auth.user!
    const existing = await findOwnTimeLog(user, params.id)
    const fields = await request.validateUsing(timeLogValidator, {
      meta: { timezone: user.timezone },
    })
    const log = await saveTimeLog(user, toTimeLogInput(fields), i18n, existing)
    return { data: TimeLogTransformer.toData(log) }
  }

  async destroy({ params, auth, response, i18n }: HttpContext) {
    const user = auth.user!
    const log = await findOwnTimeLog(user, params.id)
    await deleteTimeLog(user, log, i18n)
    return response.noContent()
  }
}
