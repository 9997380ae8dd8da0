import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { addPasskeyValidator } from '#validators/passkey'
import { addPasskey, registrationOptions, removePasskey } from '#services/passkeys'
import { keepChallenge, parseCeremonyResponse, takeChallenge } from '#auth/passkey_ceremony'
import { fieldError } from '#lib/field_error'
import { requestOrigin } from '#auth/request_origin'
import { recordSecurityEvent } from '#services/security_events'
import { maxId } from '#validators/fields'

/** The signed-in user's passkeys, from Profile → Security. */
export default class PasskeysController {
  /** The registration options for the browser, as JSON; the challenge stays in the session. */
  async options({ auth, session, response }: HttpContext) {
    const options = await registrationOptions(auth.user!)
    keepChallenge(session, 'registration', options.challenge)
    return response.json(options)
  }

  /** Checks the browser's answer and stores the passkey under the name given. */
  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const fields = await request.validateUsing(addPasskeyValidator)
    const challenge = takeChallenge(session, 'registration')
    if (challenge === null) throw fieldError('response', i18n.t('passkeys.expired'), 'expired')
    const answer = parseCeremonyResponse<RegistrationResponseJSON>(fields.response, i18n)
    const passkey = await addPasskey(auth.user!, fields.name, answer, challenge)
    if (!passkey) throw fieldError('response', i18n.t('passkeys.refused'), 'refused')
    await recordSecurityEvent({
      kind: 'passkey_added',
      userId: auth.user!.id,
      origin: requestOrigin(ctx),
    })
    session.flash('success', i18n.t('passkeys.added'))
    return response.redirect().toRoute('profile.edit')
  }

  /** Removes one of the person's passkeys; another's, or none, is a 404. */
  async destroy(ctx: HttpContext) {
    const { params, auth, session, response, i18n } = ctx
    const id = Number(params.id)
    if (!(id <= maxId)) throw new lucidErrors.E_ROW_NOT_FOUND()
    if (!(await removePasskey(auth.user!.id, id))) throw new lucidErrors.E_ROW_NOT_FOUND()
    await recordSecurityEvent({
      kind: 'passkey_removed',
      userId: auth.user!.id,
      origin: requestOrigin(ctx),
    })
    session.flash('success', i18n.t('passkeys.removed'))
    return response.redirect().toRoute('profile.edit')
  }
}
