import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { submitWeek, weekState, withdrawWeek } from '#services/periods'
import { weekPageValidator, weekSubmissionValidator } from '#validators/week'
import WeekTransformer from '#transformers/week_transformer'
import { ownMoneyView } from '#services/money_view'

/** The week page: a person's seven days, and handing the week in for approval. */
export default class WeeksController {
  async show({ request, auth, inertia }: HttpContext) {
    const user = auth.user!
    const { date } = await request.validateUsing(weekPageValidator)
    const today = DateTime.now().setZone(user.timezone).toISODate()!
    return inertia.render('week/show', {
      week: WeekTransformer.transform({
        week: await weekState(user, date ?? today),
        money: ownMoneyView(user),
      }),
      today,
    })
  }

  // Back to the week itself: the strict referrer policy leaves its ?date= out of a plain back().
  async submit({ request, auth, session, response, i18n }: HttpContext) {
    const { date } = await request.validateUsing(weekSubmissionValidator)
    await submitWeek(auth.user!, date, i18n)
    session.flash('success', i18n.t('periods.flash.submitted'))
    return response.redirect().withQs({ date }).toRoute('week.show')
  }

  async withdraw({ request, auth, session, response, i18n }: HttpContext) {
    const { date } = await request.validateUsing(weekSubmissionValidator)
    await withdrawWeek(auth.user!, date, i18n)
    session.flash('success', i18n.t('periods.flash.withdrawn'))
    return response.redirect().withQs({ date }).toRoute('week.show')
  }
}
