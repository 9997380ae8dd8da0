import type { HttpContext } from '@adonisjs/core/http'
import { recordSecurityEvent } from '#services/security_events'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import { eraseOwnAccountValidator } from '#validators/account_data'
import { verifyOwnPassword } from '#auth/password_confirmation'
import { signOut } from '#auth/session_guard'
import { fieldError } from '#lib/field_error'
import { validationMessagesNaming } from '#lib/validation_messages'
import { streamDownload } from '#lib/streamed_download'
import { ErasureRefused, eraseAccount } from '#services/account_erasure'
import { takeExportTurn, writeDataExport } from '#services/data_export'

/** The profile's account data: taking it along (the ZIP download) and deleting the account. */
export default class AccountDataController {
  async export(ctx: HttpContext) {
    const { auth, i18n, response } = ctx
    const user = auth.user!
    const seconds = await takeExportTurn(user)
    if (seconds !== null) {
      response.header('Retry-After', String(seconds))
      throw new Exception(i18n.t('personal_data.export_throttled', { seconds }), {
        status: 429,
        code: 'E_TOO_MANY_REQUESTS',
      })
    }
    const date = DateTime.now().setZone(user.timezone).toISODate()
    streamDownload(ctx, {
      filename: `hourbook-data-${date}.zip`,
      contentType: 'application/zip',
      write: (target) => writeDataExport(user, i18n, target),
    })
  }

  /**
   * Erases the signed-in person's personal data (app/services/account_erasure.ts) once they gave
   * their password and typed their e-mail address again, then signs them out.
   */
  async destroy(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const fields = await request.validateUsing(eraseOwnAccountValidator, {
      messagesProvider: validationMessagesNaming(i18n, 'account_data'),
    })
    if (fields.email_confirmation.toLowerCase() !== user.email) {
      throw fieldError(
        'email_confirmation',
        i18n.t('account_data.email_mismatch'),
        'emailConfirmation'
      )
    }
    await verifyOwnPassword(user, fields.password, { ip: request.ip(), field: 'password', i18n })
    try {
      await eraseAccount(user, i18n, { own: true })
    } catch (error) {
      if (error instanceof ErasureRefused) throw fieldError('account', error.message, 'lastAdmin')
      throw error
    }
    // Without the address and browser it came from: those are the person's data too.
    await recordSecurityEvent({ kind: 'account_erased', userId: user.id })
    await signOut(ctx)
    session.put('locale', i18n.locale)
    session.flash('success', i18n.t('personal_data.erased'))
    return response.redirect().toRoute('home')
  }
}
