import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDay } from '~admin/fields'
import type { Data } from '~generated/data'
import { formatMoney } from '~shared/money'
import { percentOf } from '~shared/billing'

type Line = Data.Admin.Statement['groups'][number]['lines'][number]

/** What a line is: its task, its person, or one log's date, task, person and comments. */
function description(line: Line, locale: string) {
  if (!line.log) return (line.task ?? line.user)?.name ?? ''
  const parts = [formatDay(line.log.date, locale), line.task?.name, line.user?.name]
  if (line.log.comments) parts.push(line.log.comments)
  return parts.join(' · ')
}

/** The statement as the PDF shows it: each project's lines and subtotal, then the totals. */
export function StatementTable({ statement }: { statement: Data.Admin.Statement }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const money = (minor: number) => formatMoney(minor, statement.currency, locale)
  const hours = (seconds: number) =>
    (seconds / 3600).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const t = (key: string, options?: object) => translate(`invoicing.${key}`, options)
  if (statement.groups.length === 0) {
    return <Typography>{t('empty')}</Typography>
  }
  const total = (label: string, amount: number, seconds?: number) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
        {label}
      </TableCell>
      <TableCell align="right">{seconds === undefined ? '' : hours(seconds)}</TableCell>
      <TableCell />
      <TableCell align="right" sx={{ fontWeight: 'bold' }}>
        {money(amount)}
      </TableCell>
    </TableRow>
  )
  return (
    <Table size="small" aria-label={t('statement')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.description')}</TableCell>
          <TableCell align="right">{t('columns.hours')}</TableCell>
          <TableCell align="right">{t('columns.rate')}</TableCell>
          <TableCell align="right">{t('columns.amount')}</TableCell>
        </TableRow>
      </TableHead>
      {statement.groups.map((group) => (
        <TableBody key={group.project.id}>
          <TableRow>
            <TableCell component="th" scope="rowgroup" colSpan={4} sx={{ fontWeight: 'bold' }}>
              {group.project.name}
            </TableCell>
          </TableRow>
          {group.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{description(line, locale)}</TableCell>
              <TableCell align="right">{hours(line.seconds)}</TableCell>
              <TableCell align="right">{money(line.rate)}</TableCell>
              <TableCell align="right">{money(line.amount)}</TableCell>
            </TableRow>
          ))}
          {total(t('subtotal_of', { project: group.project.name }), group.subtotal, group.seconds)}
        </TableBody>
      ))}
      <TableFooter>
        {total(t('subtotal'), statement.subtotal, statement.seconds)}
        {statement.tax_rate !== null &&
          total(t('tax', { rate: percentOf(statement.tax_rate) }), statement.tax)}
        {total(t('total'), statement.total)}
      </TableFooter>
    </Table>
  )
}
