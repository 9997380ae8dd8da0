import type { HttpContext } from '@adonisjs/core/http'
import { timeLogListValidator, timeLogValidator, toTimeLogInput } from '#validators/time_log'
import { deleteTimeLog, findOwnTimeLog, saveTimeLog } from '#services/time_logs'
import { listTimeLogs, namedTimeLog } from '#services/time_log_list'
import TimeLogTransformer from '#transformers/time_log_transformer'
import WeekTransformer from '#transformers/week_transformer'
import { toReportFilters } from '#validators/report'
import { ownMoneyView } from '#services/money_view'

export default class TimeLogsController {
  async index({ request, auth }: HttpContext) {
    const options = await request.validateUsing(timeLogListValidator)
    const user = auth.user!
    const { rows, total, totalSeconds, page, limit } = await listTimeLogs(
      user,
      options,
      toReportFilters(options)
    )
    const money = ownMoneyView(user)
    return {
      data: rows.map((row) => WeekTransformer.toRow(row, money)),
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
    return response.created({ data: TimeLogTransformer.toPricedData(log, ownMoneyView(user)) })
  }

  async show({ params, auth }: HttpContext) {
    const user = auth.user!
    const log = await findOwnTimeLog(user, params.id)
    return { data: TimeLogTransformer.toPricedData(await namedTimeLog(log.id), ownMoneyView(user)) }
  }

  async update({ params, request, auth, i18n }: HttpContext) {
    const user = auth.user!
    const existing = await findOwnTimeLog(user, params.id)
    const fields = await request.validateUsing(timeLogValidator, {
      meta: { timezone: user.timezone },
    })
    const log = await saveTimeLog(user, toTimeLogInput(fields), i18n, existing)
    return { data: TimeLogTransformer.toPricedData(log, ownMoneyView(user)) }
  }

  async destroy({ params, auth, response, i18n }: HttpContext) {
    const user = auth.user!
    const log = await findOwnTimeLog(user, params.id)
    await deleteTimeLog(user, log, i18n)
    return response.noContent()
  }
}
