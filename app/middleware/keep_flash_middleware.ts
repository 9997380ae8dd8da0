import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Background requests (the JSON API, the event stream) pass the flash messages on, so the next
 * page still shows them: a table refreshing on an event may reach the server before the visit a
 * form's redirect makes. Without messages there is nothing to keep, and the session stays
 * unwritten.
 */
export default class KeepFlashMiddleware {
  handle({ session }: HttpContext, next: NextFn) {
    if (!session.flashMessages.isEmpty) session.reflash()
    return next()
  }
}
