import { errors } from '@adonisjs/core/http'
import type { HttpContext } from '@adonisjs/core/http'

export default class HomeController {
  async show({ inertia }: HttpContext) {
    return inertia.render('home', { canLogin: true })
  }

  async notFound({ request }: HttpContext) {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  }
}
