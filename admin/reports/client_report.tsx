import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { useTranslate } from 'react-admin'
import { formatHours } from '~shared/durations'
import type { TeamSummary } from '~admin/reports/team_report_query'
import { MoneyCells, MoneyHeadings } from '~admin/reports/money_cells'

/** Each client's hours, billable hours, money (amount, cost, profit) and number of logs. */
export function ClientReport({ summary }: { summary: TeamSummary }) {
  const translate = useTranslate()
  const column = (name: string) => translate(`team_reports.columns.${name}`)
  return (
    <Table size="small" aria-label={translate('team_reports.views.clients')}>
      <TableHead>
        <TableRow>
          <TableCell>{column('client')}</TableCell>
          <TableCell align="right">{column('hours')}</TableCell>
          <TableCell align="right">{column('billable')}</TableCell>
          <TableCell align="right">{column('count')}</TableCell>
          <MoneyHeadings summary={summary} />
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.groups.map((client) => (
          <TableRow key={client.key}>
            <TableCell component="th" scope="row">
              {client.name}
            </TableCell>
            <TableCell align="right">{formatHours(client.seconds)}</TableCell>
            <TableCell align="right">{formatHours(client.billable_seconds)}</TableCell>
            <TableCell align="right">{client.count}</TableCell>
            <MoneyCells summary={summary} group={client} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
