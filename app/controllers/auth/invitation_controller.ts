import type { HttpContext } from '@adonisjs/core/http'
import { acceptInvitationValidator } from '#validators/password'
import { fieldError } from '#lib/field_error'
import { signIn } from '#auth/session_guard'
import { acceptInvitation, invitedEmail } from '#services/invitations'
import { recordSecurityEvent } from '#services/security_events'
import { requestOrigin } from '#auth/request_origin'

/** The page an invitation mail links to, where the invited person sets their password. */
export default class InvitationController {
  /** An invalid, expired or used link says so at once, rather than after the form is filled. */
  async show({ inertia, params }: HttpContext) {
    const token = String(params.token)
    const email = await invitedEmail(token)
    return inertia.render('auth/accept_invitation', { token, email, usable: email !== null })
  }

  /** Sets the password, which verifies the address, and signs the person in. */
  async store(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const email = (await invitedEmail(String(request.input('token', '')))) ?? undefined
    const { token, password } = await request.validateUsing(acceptInvitationValidator, {
      meta: { email },
    })
    const user = await acceptInvitation(token, password)
    if (!user) throw fieldError('token', i18n.t('accounts.invitation.unusable'), 'token')
    await recordSecurityEvent({
      kind: 'invitation_accepted',
      userId: user.id,
      origin: requestOrigin(ctx),
    })
    await signIn(ctx, user, false)
    session.flash('success', i18n.t('accounts.invitation.accepted'))
    return response.redirect().toRoute('dashboard')
  }
}
