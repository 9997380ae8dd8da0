import { Fragment } from 'react'
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { FoldButton, useFoldedGroups } from '~admin/reports/folded_groups'
import { formatHours } from '~shared/durations'
import { percent } from '~admin/reports/percent'
import { MoneyCells, MoneyHeadings } from '~admin/reports/money_cells'
import { childrenOf, type TeamSummary } from '~admin/reports/team_report_query'

/** A date as 'd MMM yyyy' in the panel's language. */
export function useShortDate() {
  const [locale] = useLocaleState()
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`))
}

/** Hours against the available hours: both as hh:mm, and the share in %. */
function Utilisation({ seconds, available }: { seconds: number; available: number | null }) {
  const translate = useTranslate()
  const share = percent(seconds, available)
  return (
    <>
      <TableCell align="right">{formatHours(seconds)}</TableCell>
      <TableCell align="right">
        {available === null ? translate('team_reports.not_set') : formatHours(available)}
      </TableCell>
      <TableCell align="right">{share === null ? '–' : `${share}%`}</TableCell>
    </>
  )
}

/** Each person's hours per week of the range next to their available hours. */
export function PeopleReport({ summary }: { summary: TeamSummary }) {
  const translate = useTranslate()
  const shortDate = useShortDate()
  const { isOpen, toggle } = useFoldedGroups(summary.groups.length)
  return (
    <Table size="small" aria-label={translate('team_reports.views.people')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('team_reports.columns.person')}</TableCell>
          <TableCell align="right">{translate('team_reports.columns.hours')}</TableCell>
          <TableCell align="right">{translate('team_reports.columns.available')}</TableCell>
          <TableCell align="right">{translate('team_reports.columns.utilisation')}</TableCell>
          <MoneyHeadings summary={summary} />
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.groups.map((person) => (
          <Fragment key={person.key}>
            <TableRow sx={{ '& td, & th': { fontWeight: 600 } }}>
              <TableCell component="th" scope="row">
                <FoldButton
                  name={person.name}
                  open={isOpen(person.key)}
                  onToggle={() => toggle(person.key)}
                />
                {person.name}
              </TableCell>
              <Utilisation seconds={person.seconds} available={person.available_seconds ?? null} />
              <MoneyCells summary={summary} group={person} />
            </TableRow>
            {(isOpen(person.key) ? childrenOf(person) : []).map((week) => (
              <TableRow key={week.key}>
                <TableCell sx={{ pl: 6 }}>
                  {translate('team_reports.columns.week', { date: shortDate(week.key) })}
                </TableCell>
                <Utilisation seconds={week.seconds} available={week.available_seconds ?? null} />
                <MoneyCells summary={summary} group={week} />
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  )
}
