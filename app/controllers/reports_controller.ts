import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { reportSummaryValidator, toSummaryInput } from '#validators/report'
import { summarize } from '#services/reports'
import { reportOptions } from '#services/report_options'
import ReportPageTransformer from '#transformers/report_page_transformer'
import { ownMoneyView } from '#services/money_view'
import { serializer } from '#lib/serializer'

/** This month in the person's time zone: the range of the page without one. */
function thisMonth(timezone: string) {
  const today = DateTime.now().setZone(timezone)
  return {
    date_from: today.startOf('month').toISODate()!,
    date_to: today.endOf('month').toISODate()!,
  }
}

/** The first message of each field; an entry of a list speaks for the list. */
function fieldErrors(messages: { field: string; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const { field, message } of messages) errors[field.split('.')[0]] ??= message
  return errors
}

export default class ReportsController {
  /**
   * The Reports page, from its query string as the summary API reads it; a page without dates
   * shows this month, and one with a bad query shows this month with the fields' errors.
   */
  async index({ request, auth, inertia }: HttpContext) {
    const user = auth.user!
    const month = thisMonth(user.timezone)
    const qs = request.qs()
    const given = qs.date_from === undefined && qs.date_to === undefined ? { ...qs, ...month } : qs
    const [error, fields] = await request.tryValidateUsing(reportSummaryValidator, { data: given })
    const { query, filters, options } = toSummaryInput(fields ?? month)
    const [summary, choices] = await Promise.all([
      summarize({ userId: user.id }, filters, options),
      reportOptions(user.id),
    ])
    const props = await serializer.serialize(
      ReportPageTransformer.transform({
        summary,
        money: ownMoneyView(user),
        query,
        options: choices,
      })
    )
    return inertia.render('reports/index', {
      ...props,
      ...(error && { errors: fieldErrors(error.messages) }),
    })
  }
}
