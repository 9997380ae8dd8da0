import type { HttpContext } from '@adonisjs/core/http'
import { startTimerValidator } from '#validators/timer'
import { discardTimer, runningTimer, startTimer, stopTimer } from '#services/timer_service'
import { transformTimeLog } from '#transformers/time_log_transformer'

export default class TimerController {
  async show({ auth }: HttpContext) {
    return { data: await runningTimer(auth.user!) }
  }

  async store({ request, auth, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(startTimerValidator)
    const timer = await startTimer(
      auth.user!,
      {
        projectId: fields.project_id,
        taskId: fields.task_id,
        comments: fields.comments ?? null,
        replace: fields.replace,
      },
      i18n
    )
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
