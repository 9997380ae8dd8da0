import type { HttpContext } from '@adonisjs/core/http'
import AdminResourceController from '#controllers/admin/resource_controller'
import { users } from '#admin/users'
import { conflict, findRecord } from '#admin/resource'
import { Exception } from '@adonisjs/core/exceptions'
import { mayResendInvitation, sendInvitation } from '#services/invitations'
import { resetTwoFactorValidator } from '#validators/two_factor'
import { verifyOwnPassword } from '#auth/password_confirmation'
import { resetTwoFactor } from '#services/two_factor'
import { recordSecurityEvent } from '#services/security_events'
import { requestOrigin } from '#auth/request_origin'
import { tellOwner } from '#services/account_notices'
import { adminAccountRemovalValidator } from '#validators/account_data'
import { validationMessagesNaming } from '#lib/validation_messages'
import { eraseAccount, purgeAccount } from '#services/account_erasure'

export default class UsersController extends AdminResourceController<
  (typeof users)['model'],
  Awaited<ReturnType<(typeof users)['validate']>>
> {
  protected resource = users

  /**
   * Mails an invited user a new link to set their password; the earlier link stops working.
   * Once a minute per user; a user who has a password answers 409.
   */
  async invite({ params, i18n, response }: HttpContext) {
    const user = await findRecord(this.resource, params.id)
    if (!user.invitedAt) throw conflict(i18n.t('admin.not_invited'))
    if (!user.active) throw conflict(i18n.t('admin.invite_inactive'))
    if (!(await mayResendInvitation(user))) {
      throw new Exception(i18n.t('admin.invitation_throttled'), {
        status: 429,
        code: 'E_TOO_MANY_REQUESTS',
      })
    }
    const invitation = await sendInvitation(user)
    return response.accepted({
      data: { email: user.email, expires_at: invitation.expiresAt.toISO() },
    })
  }

  /**
   * Turns off another person's two-factor sign-in, for one who lost their phone and recovery
   * codes, after the administrator's own password: the person is signed out everywhere and
   * mailed. One's own goes off on the profile page, not here.
   */
  async resetTwoFactor(ctx: HttpContext) {
    const { params, request, auth, i18n, response } = ctx
    const user = await findRecord(this.resource, params.id)
    const { password } = await request.validateUsing(resetTwoFactorValidator)
    await verifyOwnPassword(auth.user!, password, { ip: request.ip(), field: 'password', i18n })
    if (user.id === auth.user!.id) throw conflict(i18n.t('two_factor.reset_self'))
    if (user.twoFactorSecret === null) throw conflict(i18n.t('two_factor.not_on'))
    await resetTwoFactor(user)
    await recordSecurityEvent({
      kind: 'two_factor_reset',
      userId: user.id,
      actorId: auth.user!.id,
      origin: requestOrigin(ctx),
    })
    tellOwner(user, { kind: 'two_factor_reset' })
    return response.noContent()
  }

  /**
   * The account of someone else, after the administrator gave their own password again: one's
   * own is deleted from the profile, which signs one out.
   */
  private async accountToRemove({ params, request, auth, i18n }: HttpContext) {
    const user = await findRecord(this.resource, params.id)
    const { password } = await request.validateUsing(adminAccountRemovalValidator, {
      messagesProvider: validationMessagesNaming(i18n, 'account_data'),
    })
    if (user.id === auth.user!.id) throw conflict(i18n.t('personal_data.remove_self'))
    await verifyOwnPassword(auth.user!, password, { ip: request.ip(), field: 'password', i18n })
    return user
  }

  /** Erases the person's personal data and keeps their logs (app/services/account_erasure.ts). */
  async erase(ctx: HttpContext) {
    const user = await this.accountToRemove(ctx)
    await eraseAccount(user, ctx.i18n, { own: false })
    await recordSecurityEvent({
      kind: 'account_erased',
      userId: user.id,
      actorId: ctx.auth.user!.id,
      origin: requestOrigin(ctx),
    })
    return { data: await this.presentOne(ctx, await findRecord(this.resource, user.id)) }
  }

  /** Deletes the person with their logs, unless an approved week or a locked log would go. */
  async purge(ctx: HttpContext) {
    const user = await this.accountToRemove(ctx)
    await purgeAccount(user, ctx.i18n)
    return ctx.response.noContent()
  }
}
