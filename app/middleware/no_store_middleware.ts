import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * What a signed-in user is shown is kept by no cache, the browser's included: Back after logout
 * then asks the server again instead of showing the page from the cache. Set before the handler
 * runs, so that error pages carry it too.
 */
export default class NoStoreMiddleware {
  handle({ auth, response }: HttpContext, next: NextFn) {
    if (auth.user) response.header('Cache-Control', 'no-store')
    return next()
  }
}
