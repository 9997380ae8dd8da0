import type { HttpContext } from '@adonisjs/core/http'
import { dashboardSummary } from '#services/dashboard'
import type { Locale } from '#lib/locales'
import DashboardTransformer from '#transformers/dashboard_transformer'
import { serializer } from '#lib/serializer'

export default class DashboardController {
  async show({ inertia, auth, i18n }: HttpContext) {
    const summary = await dashboardSummary(auth.user!, i18n.locale as Locale)
    const props = await serializer.serialize(DashboardTransformer.transform(summary))
    return inertia.render('dashboard', props)
  }
}
