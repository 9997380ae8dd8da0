import {
  Card,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { OverPlannedChip } from '~/components/time_logs/over_planned_marker'
import { useTranslation } from '~/hooks/use_translation'
import { formatHours } from '~shared/durations'
import { formatMoney } from '~shared/money'
import {
  groupLabel,
  timeLogFilters,
  type Grouping,
  type ReportQuery,
  type SummaryData,
  type SummaryGroup,
} from '~/lib/report_query'
import { urlFor } from '~shared/url_for'

interface GroupRowProps {
  group: SummaryGroup
  grouping: Grouping
  /** The groups above this one, with this one last, to filter the Time Logs table by. */
  path: { grouping: Grouping; key: string }[]
  query: ReportQuery
  /** Where the viewer may see money: the amount column's currency. */
  currency?: string
  nested?: boolean
}

/** A project whose logs, everyone's at any time, went past its planned hours. */
const isOverPlanned = (group: SummaryGroup) =>
  'planned_seconds' in group &&
  typeof group.planned_seconds === 'number' &&
  (group.project_logged_seconds ?? 0) > group.planned_seconds

function GroupRow({ group, grouping, path, query, currency, nested = false }: GroupRowProps) {
  const { t, locale } = useTranslation()
  const name = groupLabel(grouping, group, locale, (date) =>
    t('report_page.table.week_of', { date })
  )
  const figure = { fontVariantNumeric: 'tabular-nums', fontWeight: nested ? undefined : 600 }

  return (
    <TableRow data-testid={nested ? 'report-child-row' : 'report-group-row'}>
      <TableCell component="th" scope="row" sx={{ pl: nested ? 5 : 2 }}>
        <Link
          component={RouterLink}
          href={urlFor('time-logs.index', {}, { qs: timeLogFilters(query, path) })}
          sx={{ fontWeight: nested ? undefined : 600 }}
        >
          {name}
        </Link>
        {group.client_name && (
          <Typography variant="body2" color="text.secondary" component="span">
            {` · ${group.client_name}`}
          </Typography>
        )}
        {isOverPlanned(group) && <OverPlannedChip />}
      </TableCell>
      <TableCell align="right" sx={figure}>
        {formatHours(group.seconds)}
      </TableCell>
      <TableCell align="right" sx={figure}>
        {formatHours(group.billable_seconds)}
      </TableCell>
      {currency && (
        <TableCell align="right" sx={figure}>
          {formatMoney(group.billable_amount ?? 0, currency, locale)}
        </TableCell>
      )}
      <TableCell align="right" sx={figure}>
        {group.count.toLocaleString(locale)}
      </TableCell>
    </TableRow>
  )
}

/** The groups with their subtotals, children indented under them, each a way into its logs. */
export function ReportTable({ summary, query }: { summary: SummaryData; query: ReportQuery }) {
  const { t, locale } = useTranslation()
  const { group: grouping, subgroup, currency } = summary

  return (
    <Card variant="outlined" component="section" aria-labelledby="report-table-title">
      <Typography id="report-table-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('report_page.table.title')}
      </Typography>
      {summary.groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('report_page.table.empty')}
        </Typography>
      ) : (
        <TableContainer tabIndex={0} aria-labelledby="report-table-title">
          <Table size="small" sx={{ minWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t(`report_page.grouping.${grouping}`)}</TableCell>
                <TableCell align="right">{t('report_page.table.duration')}</TableCell>
                <TableCell align="right">{t('report_page.table.billable')}</TableCell>
                {currency && <TableCell align="right">{t('report_page.table.amount')}</TableCell>}
                <TableCell align="right">{t('report_page.table.logs')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.groups.flatMap((group) => {
                const path = [{ grouping, key: group.key }]
                return [
                  <GroupRow
                    key={group.key}
                    group={group}
                    grouping={grouping}
                    path={path}
                    query={query}
                    currency={currency}
                  />,
                  ...(subgroup && group.children
                    ? group.children.map((child) => (
                        <GroupRow
                          key={`${group.key}/${child.key}`}
                          group={child}
                          grouping={subgroup}
                          path={[...path, { grouping: subgroup, key: child.key }]}
                          query={query}
                          currency={currency}
                          nested
                        />
                      ))
                    : []),
                ]
              })}
            </TableBody>
            <TableFooter
              sx={{
                '& .MuiTableCell-root': {
                  color: 'text.primary',
                  fontSize: 'body2.fontSize',
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  borderBottom: 'none',
                },
              }}
            >
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('report_page.table.total')}
                </TableCell>
                <TableCell align="right">{formatHours(summary.totals.seconds)}</TableCell>
                <TableCell align="right">{formatHours(summary.totals.billable_seconds)}</TableCell>
                {currency && (
                  <TableCell align="right">
                    {formatMoney(summary.totals.billable_amount ?? 0, currency, locale)}
                  </TableCell>
                )}
                <TableCell align="right">{summary.totals.count.toLocaleString(locale)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </Card>
  )
}
