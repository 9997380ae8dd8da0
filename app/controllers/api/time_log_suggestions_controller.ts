import type { HttpContext } from '@adonisjs/core/http'
import { newTimeLogDefaults, pastComments } from '#services/time_log_defaults'
import { commentSuggestionsValidator, timeSuggestionValidator } from '#validators/time_log'

/** What the time log form suggests: a day's next times, and the user's own past comments. */
export default class TimeLogSuggestionsController {
  async times({ request, auth }: HttpContext) {
    const { date } = await request.validateUsing(timeSuggestionValidator)
    return { data: await newTimeLogDefaults(auth.user!, undefined, date) }
  }

  async comments({ request, auth }: HttpContext) {
    const { project_id: projectId, task_id: taskId } = await request.validateUsing(
      commentSuggestionsValidator
    )
    return { data: await pastComments(auth.user!, projectId, taskId) }
  }
}
