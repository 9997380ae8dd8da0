import type { HttpContext } from '@adonisjs/core/http'
import { requestOrigin } from '#auth/request_origin'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/password'
import { runInBackground } from '#lib/background_tasks'
import { fieldError } from '#lib/field_error'
import {
  isResetLinkUsable,
  mayRequestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
} from '#services/password_reset'

export default class PasswordResetController {
  async request({ inertia }: HttpContext) {
    return inertia.render('auth/forgot_password', {})
  }

  /** The same answer, in the same time, whether or not the address has an account. */
  async email({ request, session, response, i18n }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    if (!(await mayRequestPasswordReset(email))) {
      throw fieldError('email', i18n.t('passwords.throttled'), 'throttle')
    }
    response.onFinish(() =>
      runInBackground('The password reset link could not be sent', () =>
        sendPasswordResetLink(email)
      )
    )
    session.flash('success', i18n.t('passwords.sent'))
    return response.redirect().back()
  }

  /** An invalid, expired or used link says so at once, rather than after the form is filled. */
  async edit({ inertia, params, request }: HttpContext) {
    const token = String(params.token)
    const { email: given } = request.qs()
    const email = typeof given === 'string' ? given : ''
    return inertia.render('auth/reset_password', {
      token,
      email,
      usable: await isResetLinkUsable(email, token),
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const { email, token, password } = await request.validateUsing(resetPasswordValidator)
    if (!(await resetPassword(email, token, password, requestOrigin(ctx)))) {
      throw fieldError('email', i18n.t('passwords.token'), 'token')
    }
    session.flash('success', i18n.t('passwords.reset'))
    return response.redirect().toRoute('login')
  }
}
