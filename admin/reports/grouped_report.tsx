import { Fragment } from 'react'
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { useTranslate } from 'react-admin'
import { FoldButton, useFoldedGroups } from '~admin/reports/folded_groups'
import { MoneyCells, MoneyHeadings } from '~admin/reports/money_cells'
import { formatHours } from '~shared/durations'
import { useShortDate } from '~admin/reports/people_report'
import { isPeriod, type Grouping } from '~shared/report_query'
import {
  childrenOf,
  type TeamSummary,
  type TeamSummaryGroup,
} from '~admin/reports/team_report_query'

/** A group's name: a period by its first date, a project with its client. */
export function useGroupName() {
  const translate = useTranslate()
  const shortDate = useShortDate()
  return (group: TeamSummaryGroup, grouping: Grouping | null) => {
    if (grouping === 'week')
      return translate('team_reports.columns.week', { date: shortDate(group.key) })
    if (grouping && isPeriod(grouping)) return shortDate(group.key)
    return group.client_name ? `${group.name} — ${group.client_name}` : group.name
  }
}

function Amounts({ summary, group }: { summary: TeamSummary; group: TeamSummaryGroup }) {
  return (
    <>
      <TableCell align="right">{formatHours(group.seconds)}</TableCell>
      <TableCell align="right">{formatHours(group.billable_seconds)}</TableCell>
      <TableCell align="right">{group.count}</TableCell>
      <MoneyCells summary={summary} group={group} />
    </>
  )
}

/** The summary by the chosen grouping, each group's subgroups beneath it. */
export function GroupedReport({ summary }: { summary: TeamSummary }) {
  const translate = useTranslate()
  const groupName = useGroupName()
  const { isOpen, toggle } = useFoldedGroups(summary.groups.length)
  const column = (name: string) => translate(`team_reports.columns.${name}`)
  return (
    <Table size="small" aria-label={translate('team_reports.views.grouped')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`team_reports.groupings.${summary.group}`)}</TableCell>
          <TableCell align="right">{column('hours')}</TableCell>
          <TableCell align="right">{column('billable')}</TableCell>
          <TableCell align="right">{column('count')}</TableCell>
          <MoneyHeadings summary={summary} />
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.groups.map((group) => (
          <Fragment key={group.key}>
            <TableRow sx={{ '& td, & th': { fontWeight: summary.subgroup ? 600 : undefined } }}>
              <TableCell component="th" scope="row">
                {summary.subgroup && (
                  <FoldButton
                    name={groupName(group, summary.group)}
                    open={isOpen(group.key)}
                    onToggle={() => toggle(group.key)}
                  />
                )}
                {groupName(group, summary.group)}
              </TableCell>
              <Amounts summary={summary} group={group} />
            </TableRow>
            {(isOpen(group.key) ? childrenOf(group) : []).map((child) => (
              <TableRow key={child.key}>
                <TableCell sx={{ pl: 6 }}>{groupName(child, summary.subgroup)}</TableCell>
                <Amounts summary={summary} group={child} />
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  )
}
