import { lazy, Suspense } from 'react'
import {
  Box,
  Card,
  CardContent,
  Divider,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { TimeLogContinueButton } from '~/components/time_logs/time_log_continue_button'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate, formatTime } from '~/lib/dates'
import type { Data } from '~generated/data'
import { urlFor } from '~shared/url_for'

// The chart's script loads after the dashboard shows, not before it.
const WeekChart = lazy(() => import('~/components/dashboard/week_chart'))

interface DashboardSummaryProps extends Pick<Data.Dashboard, 'week' | 'today'> {
  /** Without a usable connection, continuing a log on the timer cannot work. */
  canLogTime: boolean
}

/** This week's total and hours per day, and today's logs, each log leading to its edit page. */
export function DashboardSummary({ week, today, canLogTime }: DashboardSummaryProps) {
  const { t, locale } = useTranslation()

  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-summary-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="dashboard-summary-title" variant="h6" component="h2" gutterBottom>
          {t('time_logs.dashboard.title')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">
            {t('time_logs.dashboard.week')}
          </Typography>
          <Typography variant="h4" component="p" data-testid="week-total">
            {week.total}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('time_logs.dashboard.week_range', {
              from: formatDate(week.from, locale),
              to: formatDate(week.to, locale),
            })}
          </Typography>
        </Stack>
        <Suspense fallback={<Skeleton variant="rectangular" height={200} />}>
          <WeekChart week={week} />
        </Suspense>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3">
          {t('time_logs.dashboard.today')}
        </Typography>
        {today.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t('time_logs.dashboard.nothing_today')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {today.map((log) => (
              <ListItem key={log.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      href={urlFor('time-logs.edit', { time_log: log.id })}
                    >
                      {`${log.project.name} · ${log.task.name}`}
                    </Link>
                  }
                  secondary={`${formatTime(log.start_time)}–${formatTime(log.stop_time)}${log.comments ? ` · ${log.comments}` : ''}`}
                />
                <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{log.duration}</Typography>
                {canLogTime && <TimeLogContinueButton log={log} />}
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 2 }}>
          <Link component={RouterLink} href={urlFor('time-logs.index')}>
            {t('time_logs.dashboard.view_all')}
          </Link>
        </Box>
      </CardContent>
    </Card>
  )
}
