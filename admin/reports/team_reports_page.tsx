import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material'
import { Title, useLocaleState, useTranslate } from 'react-admin'
import { formatHours } from '~shared/durations'
import { formatMoney } from '~shared/money'
import { TeamReportExports } from '~admin/reports/team_report_exports'
import { TeamReportFilters } from '~admin/reports/team_report_filters'
import {
  groupings,
  readQuery,
  summaryQuery,
  views,
  writeQuery,
  type TeamReportQuery,
  type TeamSummary,
} from '~admin/reports/team_report_query'
import { TeamReportView } from '~admin/reports/team_report_views'
import { useTeamSummary } from '~admin/reports/use_team_summary'
import { installationWeekStart } from '~admin/signed_in_user'
import type { Grouping } from '~shared/report_query'

/** The summary's totals: hours, billable hours, the money and the number of logs. */
function Totals({ summary: { totals, currency } }: { summary: TeamSummary }) {
  const translate = useTranslate()
  const [locale = 'en'] = useLocaleState()
  const money = (minor: number | undefined) => formatMoney(minor ?? 0, currency!, locale)
  const amounts = [
    ['hours', formatHours(totals.seconds)],
    ['billable', formatHours(totals.billable_seconds)],
    ...(currency
      ? ([
          ['billable_amount', money(totals.billable_amount)],
          ['cost_amount', money(totals.cost_amount)],
          ['profit', money(totals.profit)],
        ] as const)
      : []),
    ['count', String(totals.count)],
  ] as const
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, m: 0 }}>
      {amounts.map(([name, value]) => (
        <div key={name}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`team_reports.totals.${name}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  )
}

/** The grouped view's first and second grouping. */
function GroupingFields({
  report,
  onChange,
}: {
  report: TeamReportQuery
  onChange: (next: Partial<TeamReportQuery>) => void
}) {
  const translate = useTranslate()
  const option = (grouping: Grouping) => (
    <MenuItem key={grouping} value={grouping}>
      {translate(`team_reports.groupings.${grouping}`)}
    </MenuItem>
  )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <TextField
        select
        fullWidth={false}
        size="small"
        name="group"
        label={translate('team_reports.group')}
        value={report.group}
        onChange={(event) => {
          const group = event.target.value as Grouping
          onChange({ group, subgroup: report.subgroup === group ? null : report.subgroup })
        }}
        sx={{ minWidth: 160 }}
      >
        {groupings.map(option)}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        name="subgroup"
        label={translate('team_reports.subgroup')}
        value={report.subgroup ?? ''}
        onChange={(event) =>
          onChange({ subgroup: (event.target.value || null) as Grouping | null })
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{translate('team_reports.no_subgroup')}</MenuItem>
        {groupings.filter((grouping) => grouping !== report.group).map(option)}
      </TextField>
    </Box>
  )
}

/**
 * Team reports: everyone's hours by person against their available hours, by project
 * against its planned hours, by client, or grouped at will; the query lives in the panel's URL.
 */
export default function TeamReportsPage() {
  const translate = useTranslate()
  const weekStart = installationWeekStart
  const [search, setSearch] = useSearchParams()
  const report = useMemo(() => readQuery(search), [search])
  const query = useMemo(() => summaryQuery(report, weekStart), [report, weekStart])
  const { summary, loading, error } = useTeamSummary(query.toString())

  const update = (next: Partial<TeamReportQuery>) => setSearch(writeQuery({ ...report, ...next }))
  const clear = () => setSearch(new URLSearchParams({ view: report.view }))

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2, minWidth: 0 }}>
      <Title title={translate('team_reports.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TeamReportFilters
            filters={report.filters}
            weekStart={weekStart}
            onChange={(filters) => update({ filters })}
            onClear={clear}
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            {summary ? <Totals summary={summary} /> : <span />}
            <TeamReportExports query={query} />
          </Box>
        </CardContent>
      </Card>
      <Tabs
        value={report.view}
        onChange={(_, view) => update({ view })}
        aria-label={translate('team_reports.views_label')}
        // Crimson text is too dark on the dark background, as for links (shared/theme.ts).
        sx={(theme) =>
          theme.applyStyles('dark', {
            '& .MuiTab-root.Mui-selected': { color: theme.vars?.palette.primary.light },
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {views.map((view) => (
          <Tab key={view} value={view} label={translate(`team_reports.views.${view}`)} />
        ))}
      </Tabs>
      {report.view === 'grouped' && <GroupingFields report={report} onChange={update} />}
      {loading && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert severity="error">{error === true ? translate('team_reports.failed') : error}</Alert>
      )}
      {summary &&
        !error &&
        (summary.groups.length === 0 ? (
          <Typography color="text.secondary">{translate('team_reports.empty')}</Typography>
        ) : (
          <TeamReportView view={report.view} summary={summary} />
        ))}
    </Box>
  )
}
