import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { errors } from '@vinejs/vine'
import { updatePasswordValidator } from '#validators/password'
import { signOutOtherSessions } from '#services/session_guard'

export default class PasswordController {
  /** A new password, given the current one; the user's other sessions are signed out. */
  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { current_password: current, password } = await request.validateUsing(
      updatePasswordValidator,
      { meta: { email: user.email } }
    )
    if (!(await hash.verify(user.password, current))) {
      throw new errors.E_VALIDATION_ERROR([
        { field: 'current_password', message: i18n.t('auth.password'), rule: 'current_password' },
      ])
    }
    user.password = password
    await signOutOtherSessions(ctx, user)
    session.flash('success', i18n.t('messages.password_updated'))
    return response.redirect().back()
  }
}
