import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { confirmTwoFactorValidator } from '#validators/two_factor'
import {
  beginSetup,
  confirmSetup,
  replaceRecoveryCodes,
  requiresTwoFactor,
  turnOff,
} from '#services/two_factor'
import { fieldError } from '#lib/field_error'
import { handOverRecoveryCodes } from '#auth/new_recovery_codes'
import { requestOrigin } from '#auth/request_origin'
import { recordSecurityEvent } from '#services/security_events'

function conflict(message: string) {
  return new Exception(message, { status: 409, code: 'E_CONFLICT' })
}

/** The signed-in user's two-factor sign-in, from the profile page's security section. */
export default class TwoFactorController {
  /** Begins turning it on: the profile page then shows the QR code and the secret. */
  async store({ auth, response, i18n }: HttpContext) {
    if (auth.user!.hasTwoFactor) throw conflict(i18n.t('two_factor.already_on'))
    await beginSetup(auth.user!)
    return response.redirect().toRoute('profile.edit')
  }

  /** Confirms the setup with a code from the app; the recovery codes are then shown once. */
  async confirm(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const { code } = await request.validateUsing(confirmTwoFactorValidator)
    const codes = await confirmSetup(auth.user!, code)
    if (codes === null) throw fieldError('code', i18n.t('two_factor.wrong'), 'wrong')
    handOverRecoveryCodes(ctx, codes)
    const origin = requestOrigin(ctx)
    await recordSecurityEvent({ kind: 'two_factor_enabled', userId: auth.user!.id, origin })
    session.flash('success', i18n.t('two_factor.turned_on'))
    return response.redirect().toRoute('profile.edit')
  }

  /** New recovery codes in place of the earlier ones, shown once. */
  async recoveryCodes(ctx: HttpContext) {
    const { auth, session, response, i18n } = ctx
    if (!auth.user!.hasTwoFactor) throw conflict(i18n.t('two_factor.not_on'))
    handOverRecoveryCodes(ctx, await replaceRecoveryCodes(auth.user!))
    await recordSecurityEvent({
      kind: 'recovery_codes_regenerated',
      userId: auth.user!.id,
      origin: requestOrigin(ctx),
    })
    session.flash('success', i18n.t('two_factor.recovery_codes_replaced'))
    return response.redirect().toRoute('profile.edit')
  }

  /** Turns it off, or drops a setup not confirmed; not where TWO_FACTOR requires it. */
  async destroy(ctx: HttpContext) {
    const { auth, session, response, i18n } = ctx
    const user = auth.user!
    const wasOn = user.hasTwoFactor
    if (wasOn && requiresTwoFactor(user)) {
      throw conflict(i18n.t('two_factor.required_cannot_turn_off'))
    }
    await turnOff(user)
    if (wasOn) {
      await recordSecurityEvent({
        kind: 'two_factor_disabled',
        userId: user.id,
        origin: requestOrigin(ctx),
      })
    }
    session.flash('success', i18n.t('two_factor.turned_off'))
    return response.redirect().toRoute('profile.edit')
  }
}
