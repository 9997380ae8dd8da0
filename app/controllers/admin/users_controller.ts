import type { HttpContext } from '@adonisjs/core/http'
import AdminResourceController from '#controllers/admin/resource_controller'
import { users } from '#admin/users'
import { conflict, findRecord } from '#admin/resource'
import { Exception } from '@adonisjs/core/exceptions'
import { mayResendInvitation, sendInvitation } from '#services/invitations'

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
}
