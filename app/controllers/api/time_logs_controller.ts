import type { HttpContext } from '@adonisjs/core/http'
import { timeLogListValidator } from '#validators/time_log'
import { findOwnTimeLog, saveTimeLog } from '#services/time_logs'
import { listTimeLogs } from '#services/time_log_list'
import { transformTimeLog } from '#transformers/time_log_transformer'
import { timeLogInput } from '#services/time_log_input'

export default class TimeLogsController {
  async index({ request, auth }: HttpContext) {
    const options = await request.validateUsing(timeLogListValidator)
    const { rows, total, page, limit } = await listTimeLogs(auth.user!, options)
    return { data: rows.map(transformTimeLog), total, page, limit }
  }

  async store({ request, auth, response, i18n }: HttpContext) {
    const log = await saveTimeLog(auth.user!, await timeLogInput(request, auth.user!), i18n)
    await log.load((loader) => loader.load('project').load('task'))
    return response.created({ data: transformTimeLog(log) })
  }

  async show({ params, auth }: HttpContext) {
    const log = await findOwnTimeLog(auth.user!, params.id)
    await log.load((loader) => loader.load('project').load('task'))
    return { data: transformTimeLog(log) }
  }

  async update({ params, request, auth, i18n }: HttpContext) {
    const existing = await findOwnTimeLog(auth.user!, params.id)
    const log = await saveTimeLog(
      auth.user!,
      await timeLogInput(request, auth.user!),
      i18n,
      existing
    )
    await log.load((loader) => loader.load('project').load('task'))
    return { data: transformTimeLog(log) }
  }

  async destroy({ params, auth, response }: HttpContext) {
    const log = await findOwnTimeLog(auth.user!, params.id)
    await log.delete()
    return response.noContent()
  }
}
