import type { HttpContext } from '@adonisjs/core/http'
import { updatePasswordValidator } from '#validators/password'
import { verifyOwnPassword } from '#auth/password_confirmation'
import { signOutOtherSessions } from '#auth/session_guard'
import { tellOwner } from '#services/account_notices'
import { recordSecurityEvent } from '#services/security_events'
import { requestOrigin } from '#auth/request_origin'

export default class PasswordController {
  /** A new password, given the current one; the user's other sessions are signed out. */
  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { current_password: current, password } = await request.validateUsing(
      updatePasswordValidator,
      { meta: { email: user.email } }
    )
    await verifyOwnPassword(user, current, { ip: request.ip(), field: 'current_password', i18n })
    user.password = password
    await signOutOtherSessions(ctx, user)
    await recordSecurityEvent({
      kind: 'password_changed',
      userId: user.id,
      origin: requestOrigin(ctx),
    })
    tellOwner(user, { kind: 'password_changed' })
    session.flash('success', i18n.t('messages.password_updated'))
    return response.redirect().back()
  }
}
