import type { HttpContext } from '@adonisjs/core/http'
import { calendar } from '#config/app'
import { formatsOf } from '#shared/date_formats'
import { currency } from '#config/money'

/**
 * The admin panel's single page (admin/app.tsx), for /admin and every path below it: the
 * panel routes in the browser. It is no Inertia page, so an Inertia visit gets a full page load.
 */
export default class AdminPanelController {
  async show({ request, inertia, view, i18n, auth }: HttpContext) {
    if (request.header('x-inertia')) return inertia.location(request.url(true))
    return view.render('admin', {
      locale: i18n.locale,
      title: i18n.t('ui.nav.admin_panel'),
      // The panel mirrors what nobody may change of their own account there.
      userId: auth.user!.id,
      // The installation's first day of the week, for the panel's date ranges.
      weekStart: calendar.weekStart,
      // The installation's currency, for the panel's rates and budgets.
      currency: currency(),
      // The administrator's own date and time formats, for the panel's dates and pickers.
      ...formatsOf(auth.user!),
    })
  }
}
