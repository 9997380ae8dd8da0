import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { updateProfileValidator } from '#validators/profile'

export default class ProfileController {
  async edit({ inertia, auth }: HttpContext) {
    const { name, email, locale } = auth.user!
    return inertia.render('profile/edit', { profile: { name, email, locale } })
  }

  async update({ request, auth, session, response }: HttpContext) {
    const { name, locale } = await request.validateUsing(updateProfileValidator)
    auth.user!.merge({ name, locale })
    await auth.user!.save()
    session.put('locale', locale)
    session.flash('success', i18nManager.locale(locale).t('messages.profile_saved'))
    return response.redirect().back()
  }
}
