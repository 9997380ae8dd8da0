import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { updateProfileValidator } from '#validators/profile'
import { accessTokensOf } from '#services/access_tokens'
import AccessTokenTransformer from '#transformers/access_token_transformer'
import { takeNewToken } from '#auth/new_access_token'
import { takeRecoveryCodes } from '#auth/new_recovery_codes'
import { pendingSetup, recoveryCodesLeft, requiresTwoFactor } from '#services/two_factor'
import { serializer } from '#lib/serializer'
import { tokenAbilities, userTokenAbilities } from '#shared/token_abilities'
import { securityEventsOf } from '#services/security_events'
import SecurityEventTransformer from '#transformers/security_event_transformer'
import { devicesOf } from '#services/devices'
import { deviceKeyOf } from '#auth/session_guard'
import DeviceTransformer from '#transformers/device_transformer'
import { passkeysOf } from '#services/passkeys'
import PasskeyTransformer from '#transformers/passkey_transformer'
import TokenInUseTransformer from '#transformers/token_in_use_transformer'

/** The page of the person's security events asked for (?security_events_page=2), else the first. */
function securityEventsPage(value: unknown) {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

export default class ProfileController {
  async edit(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const user = auth.user!
    const { name, email, locale, timezone, dateFormat, timeFormat } = user
    const newToken = takeNewToken(ctx)
    const page = securityEventsPage(ctx.request.qs().security_events_page)
    const { events, hasMore } = await securityEventsOf(user.id, page)
    const enabled = user.hasTwoFactor
    const tokens = await accessTokensOf(user)
    const currentKey = deviceKeyOf(ctx)
    const devices = await devicesOf(user.id)
    const passkeys = await passkeysOf(user.id)
    return inertia.render('profile/edit', {
      profile: { name, email, locale, timezone, date_format: dateFormat, time_format: timeFormat },
      accessTokens: {
        tokens: await serializer.serialize(AccessTokenTransformer.transform(tokens)),
        abilities: [...(user.isAdmin ? tokenAbilities : userTokenAbilities)],
        newToken,
      },
      securityEvents: {
        events: await serializer.serialize(
          SecurityEventTransformer.transform(
            events.map((event) => ({ event, timezone: user.timezone }))
          )
        ),
        page,
        hasMore,
      },
      twoFactor: {
        enabled,
        required: requiresTwoFactor(user),
        pending: enabled ? null : await pendingSetup(user),
        recoveryCodes: enabled ? takeRecoveryCodes(ctx) : null,
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(user) : 0,
      },
      devices: {
        sessions: await serializer.serialize(
          DeviceTransformer.transform(devices.map((device) => ({ device, timezone, currentKey })))
        ),
        tokens: await serializer.serialize(
          TokenInUseTransformer.transform(tokens.map((token) => ({ token, timezone })))
        ),
      },
      passkeys: {
        passkeys: await serializer.serialize(
          PasskeyTransformer.transform(passkeys.map((passkey) => ({ passkey, timezone })))
        ),
      },
    })
  }

  async update({ request, auth, session, response }: HttpContext) {
    const fields = await request.validateUsing(updateProfileValidator)
    const { name, locale, timezone } = fields
    // A log keeps its local date and times: a new zone moves no stored log.
    auth.user!.merge({ name, locale, ...(timezone ? { timezone } : {}) })
    // Left out, a format stays as it is; null goes back to the language's.
    if (fields.date_format !== undefined) auth.user!.dateFormat = fields.date_format
    if (fields.time_format !== undefined) auth.user!.timeFormat = fields.time_format
    await auth.user!.save()
    session.put('locale', locale)
    session.flash('success', i18nManager.locale(locale).t('messages.profile_saved'))
    return response.redirect().back()
  }
}
