import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material'
import { alpha } from '@mui/material/styles'
import { mdiAlertOutline } from '@mdi/js'
import { useTranslate } from 'react-admin'
import { formatHours } from '~shared/durations'
import { percent } from '~admin/reports/percent'
import { MoneyCells, MoneyHeadings } from '~admin/reports/money_cells'
import type { TeamSummary, TeamSummaryGroup } from '~admin/reports/team_report_query'
import { Icon } from '~shared/icon'
import { BudgetBar } from '~admin/projects/budget_progress'

/** The share of its planned hours past which a project is flagged. */
const warningShare = 80

/** How much of a project's planned hours all its logs used: a bar, the %, and a flag past 80%. */
function PlannedUse({ project }: { project: TeamSummaryGroup }) {
  const translate = useTranslate()
  const planned = project.planned_seconds ?? null
  const logged = project.project_logged_seconds ?? 0
  const share = percent(logged, planned)
  if (planned === null || share === null) {
    return (
      <>
        <TableCell align="right">{translate('team_reports.no_limit')}</TableCell>
        <TableCell align="right">–</TableCell>
        <TableCell />
      </>
    )
  }
  const warning = share > warningShare
  const over = share > 100
  return (
    <>
      <TableCell align="right">{formatHours(planned)}</TableCell>
      <TableCell align="right">{formatHours(planned - logged)}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(share, 100)}
            color={over ? 'error' : warning ? 'warning' : 'primary'}
            aria-label={translate('team_reports.columns.used')}
            sx={{ flex: 1, minWidth: 60, height: 8, borderRadius: 4 }}
          />
          <span>{share}%</span>
        </Box>
        {warning && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}>
            <Icon path={mdiAlertOutline} fontSize="small" color={over ? 'error' : 'warning'} />
            {translate(over ? 'team_reports.over_limit' : 'team_reports.near_limit')}
          </Box>
        )}
      </TableCell>
    </>
  )
}

/** Each project's hours in the range next to its planned hours and what is left of them. */
export function ProjectReport({ summary }: { summary: TeamSummary }) {
  const translate = useTranslate()
  const column = (name: string) => translate(`team_reports.columns.${name}`)
  return (
    <Table size="small" aria-label={translate('team_reports.views.projects')}>
      <TableHead>
        <TableRow>
          <TableCell>{column('project')}</TableCell>
          <TableCell>{column('client')}</TableCell>
          <TableCell align="right">{column('hours')}</TableCell>
          <TableCell align="right">{column('billable')}</TableCell>
          <TableCell align="right">{column('logged_all_time')}</TableCell>
          <TableCell align="right">{column('planned')}</TableCell>
          <TableCell align="right">{column('remaining')}</TableCell>
          <TableCell>{column('used')}</TableCell>
          <TableCell>{column('budget')}</TableCell>
          <MoneyHeadings summary={summary} />
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.groups.map((project) => {
          const planned = project.planned_seconds ?? null
          const share = percent(project.project_logged_seconds ?? 0, planned) ?? 0
          const warning = share > warningShare
          return (
            <TableRow
              key={project.key}
              data-warning={warning || undefined}
              data-over={share > 100 || undefined}
              sx={
                warning
                  ? (theme) => ({
                      backgroundColor: alpha(
                        share > 100 ? theme.palette.error.main : theme.palette.warning.main,
                        0.12
                      ),
                    })
                  : undefined
              }
            >
              <TableCell component="th" scope="row">
                {project.name}
              </TableCell>
              <TableCell>{project.client_name}</TableCell>
              <TableCell align="right">{formatHours(project.seconds)}</TableCell>
              <TableCell align="right">{formatHours(project.billable_seconds)}</TableCell>
              <TableCell align="right">
                {formatHours(project.project_logged_seconds ?? 0)}
              </TableCell>
              <PlannedUse project={project} />
              <TableCell>{project.budget ? <BudgetBar {...project.budget} /> : '–'}</TableCell>
              <MoneyCells summary={summary} group={project} />
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
