import type { HttpContext } from '@adonisjs/core/http'
import {
  startTimerValidator,
  stopTimerValidator,
  toCorrectedRun,
  toTimerChange,
  toTimerStart,
  updateTimerValidator,
} from '#validators/timer'
import { discardTimer, runningTimer, startTimer, stopTimer, updateTimer } from '#services/timer'
import TimerTransformer from '#transformers/timer_transformer'
import TimeLogTransformer from '#transformers/time_log_transformer'
import { ownMoneyView } from '#services/money_view'
import { serializer } from '#lib/serializer'

export default class TimerController {
  async show({ auth }: HttpContext) {
    const timer = await runningTimer(auth.user!)
    return serializer.serialize({ data: TimerTransformer.transform(timer) })
  }

  async store({ request, auth, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(startTimerValidator)
    const timer = await startTimer(auth.user!, toTimerStart(fields), i18n)
    return response.created(await serializer.serialize({ data: TimerTransformer.transform(timer) }))
  }

  async update({ request, auth, i18n }: HttpContext) {
    const user = auth.user!
    const fields = await request.validateUsing(updateTimerValidator, {
      meta: { timezone: user.timezone },
    })
    const timer = await updateTimer(user, toTimerChange(fields), i18n)
    return serializer.serialize({ data: TimerTransformer.transform(timer) })
  }

  /**
   * Answers the logs the timer made: more than one when it ran past midnight, one when the body
   * corrected its date and times.
   */
  async stop({ request, auth, i18n }: HttpContext) {
    const user = auth.user!
    const fields = await request.validateUsing(stopTimerValidator, {
      meta: { timezone: user.timezone },
    })
    const logs = await stopTimer(user, i18n, toCorrectedRun(fields))
    const money = ownMoneyView(user)
    return { data: logs.map((log) => TimeLogTransformer.toPricedData(log, money)) }
  }

  async destroy({ auth, response }: HttpContext) {
    await discardTimer(auth.user!)
    return response.noContent()
  }
}
