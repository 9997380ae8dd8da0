import type { HttpContext } from '@adonisjs/core/http'
import { discardTimer, startTimer, stopTimer, timerStartInput } from '#services/timer_service'

/** The timer's Inertia forms; they answer by going back to the page they came from. */
export default class TimerController {
  async store({ request, auth, response, i18n }: HttpContext) {
    await startTimer(auth.user!, await timerStartInput(request), i18n)
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
