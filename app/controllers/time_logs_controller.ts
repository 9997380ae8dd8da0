import type { HttpContext } from '@adonisjs/core/http'
import { formatsOf } from '#shared/date_formats'
import { deleteTimeLog, findOwnTimeLog, saveTimeLog } from '#services/time_logs'
import { namedTimeLog } from '#services/time_log_list'
import { newTimeLogDefaults } from '#services/time_log_defaults'
import {
  listReturnValidator,
  newTimeLogValidator,
  timeLogFormValidator,
  toTimeLogInput,
} from '#validators/time_log'
import TimeLogTransformer from '#transformers/time_log_transformer'
import { closedState } from '#services/periods'

export default class TimeLogsController {
  /** The table loads its rows from GET /api/time-logs. */
  async index({ inertia }: HttpContext) {
    return inertia.render('time_logs/index', {})
  }

  /**
   * The form with today's defaults, or another day's (?date=); ?duplicate=<id> also copies that
   * log's project, task and comments.
   */
  async create({ request, auth, inertia }: HttpContext) {
    const user = auth.user!
    const { duplicate, date } = await request.validateUsing(newTimeLogValidator)
    const original = duplicate ? await findOwnTimeLog(user, duplicate) : undefined
    return inertia.render('time_logs/create', {
      defaults: await newTimeLogDefaults(user, undefined, date),
      duplicateOf: original
        ? TimeLogTransformer.transform(await namedTimeLog(original.id))
        : undefined,
    })
  }

  /** Saving and deleting return to the list as the user left it (return_to). */
  async store({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const fields = await request.validateUsing(timeLogFormValidator, {
      meta: { timezone: user.timezone },
    })
    await saveTimeLog(user, toTimeLogInput(fields), i18n)
    session.flash('success', i18n.t('time_logs.saved'))
    return response.redirect().toPath(fields.return_to)
  }

  /** A log in a closed period shows why it cannot be changed. */
  async edit({ params, auth, inertia, i18n }: HttpContext) {
    const user = auth.user!
    const log = await findOwnTimeLog(user, params.time_log)
    return inertia.render('time_logs/edit', {
      timeLog: TimeLogTransformer.transform(await namedTimeLog(log.id)),
      closed: await closedState(user.id, [log.date], i18n, formatsOf(user)),
    })
  }

  async update({ params, request, auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const existing = await findOwnTimeLog(user, params.time_log)
    const fields = await request.validateUsing(timeLogFormValidator, {
      meta: { timezone: user.timezone },
    })
    await saveTimeLog(user, toTimeLogInput(fields), i18n, existing)
    session.flash('success', i18n.t('time_logs.saved'))
    return response.redirect().toPath(fields.return_to)
  }

  async destroy({ params, request, auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const log = await findOwnTimeLog(user, params.time_log)
    const { return_to: returnTo } = await request.validateUsing(listReturnValidator)
    await deleteTimeLog(user, log, i18n)
    session.flash('success', i18n.t('time_logs.removed'))
    return response.redirect().toPath(returnTo)
  }
}
