import type { HttpContext } from '@adonisjs/core/http'
import { submitWeek, weekState, withdrawWeek } from '#services/periods'
import { apiWeekValidator } from '#validators/week'
import WeekTransformer from '#transformers/week_transformer'
import { ownMoneyView } from '#services/money_view'

/** A person's week by any of its dates: its state, and submitting or withdrawing it. */
export default class WeeksController {
  async show({ request, auth }: HttpContext) {
    const { params } = await request.validateUsing(apiWeekValidator)
    return {
      data: WeekTransformer.toData(
        await weekState(auth.user!, params.date),
        ownMoneyView(auth.user!)
      ),
    }
  }

  async submit({ request, auth, i18n }: HttpContext) {
    const { params } = await request.validateUsing(apiWeekValidator)
    return {
      data: WeekTransformer.toData(
        await submitWeek(auth.user!, params.date, i18n),
        ownMoneyView(auth.user!)
      ),
    }
  }

  async withdraw({ request, auth, i18n }: HttpContext) {
    const { params } = await request.validateUsing(apiWeekValidator)
    return {
      data: WeekTransformer.toData(
        await withdrawWeek(auth.user!, params.date, i18n),
        ownMoneyView(auth.user!)
      ),
    }
  }
}
