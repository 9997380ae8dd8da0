import { errors } from '@adonisjs/core/http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { registration } from '#config/app'

/** With REGISTRATION=closed, the registration routes answer as routes that do not exist: 404. */
export default class RegistrationOpenMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (!registration.open) {
      throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    }
    return next()
  }
}
