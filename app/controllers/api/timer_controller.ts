import type { HttpContext } from '@adonisjs/core/http'
import {
  discardTimer,
  runningTimer,
  startTimer,
  stopTimer,
  timerStartInput,
} from '#services/timer_service'
import { transformTimeLog } from '#transformers/time_log_transformer'

export default class TimerController {
  async show({ auth }: HttpContext) {
    return { data: await runningTimer(auth.user!) }
  }

  async store({ request, auth, response, i18n }: HttpContext) {
    const timer = await startTimer(auth.user!, await timerStartInput(request), i18n)
    return response.created({ data: timer })
  }

  /** Answers the logs the timer made: more than one when it ran past midnight. */
  async stop({ auth, i18n }: HttpContext) {
    const logs = await stopTimer(auth.user!, i18n)
    for (const log of logs) await log.load((loader) => loader.load('project').load('task'))
    return { data: logs.map(transformTimeLog) }
  }

  async destroy({ auth, response }: HttpContext) {
    await discardTimer(auth.user!)
    return response.noContent()
  }
}
