import type { HttpContext } from '@adonisjs/core/http'
import {
  startTimerValidator,
  stopTimerValidator,
  toCorrectedRun,
  toTimerChange,
  toTimerStart,
  updateTimerValidator,
} from '#validators/timer'
import { discardTimer, startTimer, stopTimer, updateTimer } from '#services/timer'

/** The timer's Inertia forms; they answer by going back to the page they came from. */
export default class TimerController {
  async store({ request, auth, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(startTimerValidator)
    await startTimer(auth.user!, toTimerStart(fields), i18n)
    return response.redirect().back()
  }

  async update({ request, auth, response, i18n }: HttpContext) {
    const user = auth.user!
    const fields = await request.validateUsing(updateTimerValidator, {
      meta: { timezone: user.timezone },
    })
    await updateTimer(user, toTimerChange(fields), i18n)
    return response.redirect().back()
  }

  async stop({ request, auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const fields = await request.validateUsing(stopTimerValidator, {
      meta: { timezone: user.timezone },
    })
    await stopTimer(user, i18n, toCorrectedRun(fields))
    session.flash('success', i18n.t('time_logs.saved'))
    return response.redirect().back()
  }

  async destroy({ auth, session, response, i18n }: HttpContext) {
    await discardTimer(auth.user!)
    session.flash('info', i18n.t('timer.discarded'))
    return response.redirect().back()
  }
}
