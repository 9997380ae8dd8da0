import type { HttpContext } from '@adonisjs/core/http'
import { dashboardSummary } from '#services/dashboard'
import type { Locale } from '#services/locales'

export default class DashboardController {
  async show({ inertia, auth, i18n }: HttpContext) {
    return inertia.render('dashboard', await dashboardSummary(auth.user!, i18n.locale as Locale))
  }
}
