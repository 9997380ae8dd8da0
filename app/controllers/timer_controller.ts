import type { HttpContext } from '@adonisjs/core/http'
import { startTimerValidator } from '#validators/timer'
import { discardTimer, startTimer, stopTimer } from '#services/timer_service'

/** The timer's Inertia forms; they answer by going back to the page they came from. */
export default class TimerController {
  async store({ request, auth, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(startTimerValidator)
    await startTimer(
      auth.user!,
      {
        projectId: fields.project_id,
        taskId: fields.task_id,
        comments: fields.comments ?? null,
        replace: fields.replace,
      },
      i18n
    )
    return response.redirect().back()
  }

  async stop({ auth, session, response, i18n }: HttpContext) {
    await stopTimer(auth.user!, i18n)
    session.flash('success', i18n.t('time_logs.saved'))
    return response.redirect().back()
  }

  async destroy({ auth, session, response, i18n }: HttpContext) {
    await discardTimer(auth.user!)
    session.flash('info', i18n.t('timer.discarded'))
    return response.redirect().back()
  }
}
