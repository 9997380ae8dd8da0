import type { HttpContext } from '@adonisjs/core/http'
import { dashboardSummary } from '#services/dashboard'
import DashboardTransformer from '#transformers/dashboard_transformer'
import { serializer } from '#lib/serializer'

export default class DashboardController {
  async show({ inertia, auth }: HttpContext) {
    const summary = await dashboardSummary(auth.user!)
    const props = await serializer.serialize(DashboardTransformer.transform(summary))
    return inertia.render('dashboard', props)
  }
}
