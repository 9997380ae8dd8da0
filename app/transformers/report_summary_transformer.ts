import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Amounts, Summary, SummaryGroup } from '#shared/report_query'
import type { MoneyView } from '#shared/money'

/** The money of some amounts the viewer may see: billable, and cost and profit for admins. */
function moneyData(
  amounts: Amounts,
  money: MoneyView
): { billable_amount?: number; cost_amount?: number; profit?: number } {
  if (!money) return {}
  return {
    billable_amount: amounts.billableAmount,
    ...(money.costs && {
      cost_amount: amounts.costAmount,
      profit: amounts.billableAmount - amounts.costAmount,
    }),
  }
}

/** A group as the API answers it: the team summary's extras only where it has them. */
function groupData(group: SummaryGroup, money: MoneyView) {
  return {
    key: group.key,
    name: group.name,
    seconds: group.seconds,
    billable_seconds: group.billableSeconds,
    count: group.count,
    ...moneyData(group, money),
    ...(group.clientName !== undefined && { client_name: group.clientName }),
    ...(group.availableSeconds !== undefined && { available_seconds: group.availableSeconds }),
    ...(group.plannedSeconds !== undefined && { planned_seconds: group.plannedSeconds }),
    ...(group.projectLoggedSeconds !== undefined && {
      project_logged_seconds: group.projectLoggedSeconds,
    }),
    ...(money?.costs &&
      group.budget !== undefined && {
        budget: group.budget && {
          amount: group.budget.amount,
          period: group.budget.period,
          used: group.budget.used,
        },
      }),
  }
}

/**
 * A report summary: totals, groups with their children, and the series over time; with the
 * money the viewer may see, and its currency.
 */
export default class ReportSummaryTransformer extends BaseTransformer<{
  summary: Summary
  money: MoneyView
}> {
  /**
   * The same data, for the API: the team's year has tens of thousands of groups, which the
   * transformer's own `transform` would resolve one by one through the container.
   */
  static toData(summary: Summary, money: MoneyView) {
    const { options } = summary
    return {
      date_from: summary.dateFrom,
      date_to: summary.dateTo,
      group: options.group,
      subgroup: options.subgroup,
      interval: options.interval,
      week_start: options.weekStart,
      ...(money && { currency: money.currency }),
      totals: {
        seconds: summary.totals.seconds,
        billable_seconds: summary.totals.billableSeconds,
        count: summary.totals.count,
        ...moneyData(summary.totals, money),
      },
      groups: summary.groups.map((group) =>
        group.children
          ? {
              ...groupData(group, money),
              children: group.children.map((child) => groupData(child, money)),
            }
          : groupData(group, money)
      ),
      series: summary.series.map(({ start, seconds, groups, billableAmount, groupAmounts }) => ({
        start,
        seconds,
        groups,
        ...(money && { billable_amount: billableAmount, group_amounts: groupAmounts }),
      })),
    }
  }

  toObject() {
    return ReportSummaryTransformer.toData(this.resource.summary, this.resource.money)
  }
}
