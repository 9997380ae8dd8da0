import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReportChoices, Summary, SummaryQuery } from '#shared/report_query'
import ReportSummaryTransformer from '#transformers/report_summary_transformer'
import type { MoneyView } from '#shared/money'

type ReportPage = {
  summary: Summary
  money: MoneyView
  query: SummaryQuery
  options: ReportChoices
}

/** The Reports page: the summary, the query it answers (defaults filled in) and the filters' choices. */
export default class ReportPageTransformer extends BaseTransformer<ReportPage> {
  toObject() {
    const { summary, money, query, options } = this.resource
    return { summary: ReportSummaryTransformer.toData(summary, money), query, options }
  }
}
