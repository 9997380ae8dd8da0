import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Background requests pass the flash messages on, so the next page still shows them. */
export default class KeepFlashMiddleware {
  async handle({ session }: HttpContext, next: NextFn) {
    session.reflash()
    return next()
  }
}
