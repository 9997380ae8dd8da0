import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Summary, SummaryGroup } from '#shared/report_query'

/** A group as the API answers it: the team summary's extras only where it has them. */
function groupData(group: SummaryGroup) {
  return {
    key: group.key,
    name: group.name,
    seconds: group.seconds,
    billable_seconds: group.billableSeconds,
    count: group.count,
    ...(group.clientName !== undefined && { client_name: group.clientName }),
    ...(group.availableSeconds !== undefined && { available_seconds: group.availableSeconds }),
    ...(group.plannedSeconds !== undefined && { planned_seconds: group.plannedSeconds }),
    ...(group.projectLoggedSeconds !== undefined && {
      project_logged_seconds: group.projectLoggedSeconds,
    }),
  }
}

/** A report summary: totals, groups with their children, and the series over time. */
export default class ReportSummaryTransformer extends BaseTransformer<Summary> {
  /**
   * The same data, for the API: the team's year has tens of thousands of groups, which the
   * transformer's own `transform` would resolve one by one through the container.
   */
  static toData(summary: Summary) {
    const { options } = summary
    return {
      date_from: summary.dateFrom,
      date_to: summary.dateTo,
      group: options.group,
      subgroup: options.subgroup,
      interval: options.interval,
      week_start: options.weekStart,
      totals: {
        seconds: summary.totals.seconds,
        billable_seconds: summary.totals.billableSeconds,
        count: summary.totals.count,
      },
      groups: summary.groups.map((group) =>
        group.children
          ? { ...groupData(group), children: group.children.map(groupData) }
          : groupData(group)
      ),
      series: summary.series,
    }
  }

  toObject() {
    return ReportSummaryTransformer.toData(this.resource)
  }
}
