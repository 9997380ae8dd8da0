import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import ActionMail from '#mails/action_mail'
import { appUrl } from '#config/app'
import { formatMoney } from '#shared/money'
import { DateTime } from 'luxon'
import type { BudgetReached } from '#shared/budgets'

/**
 * Tells an administrator that a project's logged amount reached 80% or all of its budget, for
 * the whole project or a month, with a link to the project, in the administrator's language.
 */
export default class BudgetReachedMail extends ActionMail {
  protected key = 'budget_reached'

  constructor(
    user: User,
    private alert: BudgetReached,
    private clientName: string
  ) {
    super(user, `${appUrl}/admin/projects/${alert.projectId}`)
  }

  protected values(i18n: I18n) {
    const { alert } = this
    const money = (amount: number) => formatMoney(amount, alert.currency, i18n.locale)
    const month = alert.periodStartsOn
      ? DateTime.fromISO(alert.periodStartsOn, { zone: 'utc', locale: i18n.locale }).toFormat(
          'LLLL yyyy'
        )
      : null
    return {
      project: `${this.clientName} — ${alert.projectName}`,
      percent: alert.threshold,
      used: money(alert.used),
      budget: money(alert.amount),
      period: month
        ? i18n.t('emails.budget_reached.period_month', { month })
        : i18n.t('emails.budget_reached.period_total'),
    }
  }

  protected outroLines(t: (key: string) => string) {
    return [t('outro')]
  }
}
