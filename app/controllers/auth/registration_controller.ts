import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { registrationValidator } from '#validators/password'
import { signIn } from '#auth/session_guard'
import { sendVerificationMail } from '#services/email_verification'
import { timezoneOrDefault } from '#config/app'
import { countRegistrationAttempt } from '#services/registration_attempts'

export default class RegistrationController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/register', {})
  }

  /**
   * Creates the account in the current language, signs it in and sends the verification mail;
   * at most 10 attempts an hour from one IP.
   */
  async store(ctx: HttpContext) {
    await countRegistrationAttempt(ctx.request.ip(), ctx.i18n)
    const fields = await ctx.request.validateUsing(registrationValidator)
    const { name, email, password, timezone } = fields
    const user = await User.create({
      name,
      email,
      password,
      locale: ctx.i18n.locale as User['locale'],
      timezone: timezoneOrDefault(timezone),
      dateFormat: fields.date_format ?? null,
      timeFormat: fields.time_format ?? null,
    })
    await signIn(ctx, user, false)
    await sendVerificationMail(user)
    return ctx.response.redirect().toRoute('verification.notice')
  }
}
