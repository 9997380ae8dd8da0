import type { HttpContext } from '@adonisjs/core/http'
import { updateLocaleValidator } from '#validators/locale'

export default class LocaleController {
  /** Stores the chosen language in the session and, when signed in, on the user. */
  async update({ request, session, auth, response }: HttpContext) {
    const { locale } = await request.validateUsing(updateLocaleValidator)
    session.put('locale', locale)
    if (auth.user) {
      auth.user.locale = locale
      await auth.user.save()
    }
    return response.redirect().back()
  }
}
