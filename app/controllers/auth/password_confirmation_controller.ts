import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#validators/password'
import { confirmPassword, verifyOwnPassword } from '#auth/password_confirmation'

export default class PasswordConfirmationController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const { password } = await request.validateUsing(confirmPasswordValidator)
    await verifyOwnPassword(auth.user!, password, { ip: request.ip(), field: 'password', i18n })
    confirmPassword(session)
    return response.redirect().toIntendedRoute('dashboard')
  }
}
