import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { linkMatches, markVerified, sendVerificationMail } from '#services/email_verification'

export default class EmailVerificationController {
  async notice({ inertia, auth, session, response }: HttpContext) {
    if (auth.user!.emailVerifiedAt) return response.redirect().toRoute('dashboard')
    return inertia.render('auth/verify_email', {
      status: session.flashMessages.get('status') ?? null,
    })
  }

  /** A signed link from the mail; tampered, expired or someone else's links are refused. */
  async verify({ request, params, auth, inertia, response, session, i18n }: HttpContext) {
    const user = auth.user!
    if (!request.hasValidSignature() || !linkMatches(user, params.id, params.hash)) {
      response.status(403)
      return inertia.render('errors/show', {
        status: 403,
        message: i18n.t('messages.verification_link_invalid'),
      })
    }
    await markVerified(user)
    session.flash('success', i18n.t('messages.email_verified'))
    return response.redirect().toRoute('dashboard')
  }

  /** Resends the link, at most once a minute. */
  async send({ auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    if (user.emailVerifiedAt) return response.redirect().toRoute('dashboard')

    const throttle = limiter.use({ requests: 1, duration: '60 sec' })
    const sent = await throttle.attempt(`verification:${user.id}`, async () => {
      await sendVerificationMail(user)
      return true
    })
    if (!sent) {
      session.flash('error', i18n.t('messages.wait_before_retrying'))
    } else {
      session.flash('status', 'verification-link-sent')
      session.flash('success', i18n.t('messages.verification_link_sent'))
    }
    return response.redirect().toRoute('verification.notice')
  }
}
