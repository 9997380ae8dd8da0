import { usePage } from '@inertiajs/react'
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material'
import { DashboardSummary } from '~/components/dashboard/dashboard_summary'
import { TopProjects } from '~/components/dashboard/top_projects'
import { PageHeader } from '~/components/layout/page_header'
import { WeekDecisionNotice } from '~/components/weeks/week_decision_notice'
import { WeekStatusSummary } from '~/components/weeks/week_status_summary'
import { useTranslation } from '~/hooks/use_translation'
import MainLayout from '~/layouts/main'
import '~/components/reports/report_strings'
import { formatDate } from '~/lib/dates'
import { todayIn } from '~shared/date_ranges'
import type { Data } from '~generated/data'

export default function Dashboard({
  week,
  decision,
  today,
  month,
  new_here: newHere,
  can_log_time: canLogTime,
}: Data.Dashboard) {
  const { auth } = usePage().props
  const { t, locale } = useTranslation()

  return (
    <>
      <PageHeader title={t('ui.pages.dashboard')} />
      {decision && <WeekDecisionNotice decision={decision} />}
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="subtitle2" color="text.secondary">
            {formatDate(todayIn(auth.user?.timezone), locale)}
          </Typography>
          <Typography variant="h5" component="h2" gutterBottom>
            {t(newHere ? 'messages.welcome' : 'messages.welcome_back', {
              name: auth.user?.name ?? '',
            })}
          </Typography>
          <Typography color="text.secondary">
            {t(newHere ? 'messages.welcome_first_text' : 'messages.welcome_back_text')}
          </Typography>
        </CardContent>
      </Card>
      {!canLogTime && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('time_logs.empty.no_connection')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <DashboardSummary week={week} today={today} canLogTime={canLogTime} />
        <Stack sx={{ gap: 3 }}>
          <WeekStatusSummary week={week} />
          <TopProjects month={month} />
        </Stack>
      </Box>
    </>
  )
}

Dashboard.layout = MainLayout
