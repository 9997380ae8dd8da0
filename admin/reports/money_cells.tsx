import { TableCell } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatMoney } from '~shared/money'
import type { TeamSummary, TeamSummaryGroup } from '~admin/reports/team_report_query'

const figures = ['billable_amount', 'cost_amount', 'profit'] as const

/** The amount, cost and profit columns' headings; none when the summary carries no money. */
export function MoneyHeadings({ summary }: { summary: TeamSummary }) {
  const translate = useTranslate()
  if (!summary.currency) return null
  return figures.map((figure) => (
    <TableCell key={figure} align="right">
      {translate(`team_reports.columns.${figure}`)}
    </TableCell>
  ))
}

/** A group's billable amount, cost and profit, in the summary's currency. */
export function MoneyCells({ summary, group }: { summary: TeamSummary; group: TeamSummaryGroup }) {
  const [locale = 'en'] = useLocaleState()
  const { currency } = summary
  if (!currency) return null
  return figures.map((figure) => (
    <TableCell key={figure} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(group[figure] ?? 0, currency, locale)}
    </TableCell>
  ))
}
