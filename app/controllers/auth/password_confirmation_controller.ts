import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { errors } from '@vinejs/vine'
import { confirmPasswordValidator } from '#validators/password'
import { confirmPassword } from '#services/password_confirmation'

export default class PasswordConfirmationController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const { password } = await request.validateUsing(confirmPasswordValidator)
    if (!(await hash.verify(auth.user!.password, password))) {
      throw new errors.E_VALIDATION_ERROR([
        { field: 'password', message: i18n.t('auth.password'), rule: 'current_password' },
      ])
    }
    confirmPassword(session)
    return response.redirect().toIntendedRoute('dashboard')
  }
}
