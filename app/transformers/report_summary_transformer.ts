import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Amounts, Summary, SummaryGroup } from '#shared/report_query'
import type { MoneyView } from '#shared/money'
import type { BudgetPeriod } from '#shared/budgets'

type MoneyData = { billable_amount?: number; cost_amount?: number; profit?: number }

/**
 * The money of some amounts the viewer may see, written into `data`: billable, and cost and
 * profit for admins. Set field by field: the team's year has tens of thousands of groups, and
 * spreading objects into each made building the answer ten times as costly.
 */
function addMoney<Data extends MoneyData>(data: Data, amounts: Amounts, money: MoneyView) {
  if (!money) return data
  data.billable_amount = amounts.billableAmount
  if (money.costs) {
    data.cost_amount = amounts.costAmount
    data.profit = amounts.billableAmount - amounts.costAmount
  }
  return data
}

type AmountsData = MoneyData & { seconds: number; billable_seconds: number; count: number }

type GroupData = AmountsData & {
  key: string
  name: string
  client_name?: string
  available_seconds?: number | null
  planned_seconds?: number | null
  project_logged_seconds?: number
  budget?: { amount: number; period: BudgetPeriod; used: number } | null
  children?: GroupData[]
}

/** A group as the API answers it: the team summary's extras only where it has them. */
function groupData(group: SummaryGroup, money: MoneyView) {
  const data = addMoney<GroupData>(
    {
      key: group.key,
      name: group.name,
      seconds: group.seconds,
      billable_seconds: group.billableSeconds,
      count: group.count,
    },
    group,
    money
  )
  if (group.clientName !== undefined) data.client_name = group.clientName
  if (group.availableSeconds !== undefined) data.available_seconds = group.availableSeconds
  if (group.plannedSeconds !== undefined) data.planned_seconds = group.plannedSeconds
  if (group.projectLoggedSeconds !== undefined) {
    data.project_logged_seconds = group.projectLoggedSeconds
  }
  if (money?.costs && group.budget !== undefined) {
    data.budget = group.budget && {
      amount: group.budget.amount,
      period: group.budget.period,
      used: group.budget.used,
    }
  }
  return data
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
      totals: addMoney<AmountsData>(
        {
          seconds: summary.totals.seconds,
          billable_seconds: summary.totals.billableSeconds,
          count: summary.totals.count,
        },
        summary.totals,
        money
      ),
      groups: summary.groups.map((group) => {
        const data = groupData(group, money)
        if (group.children) data.children = group.children.map((child) => groupData(child, money))
        return data
      }),
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
