import { Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { WeekStatusChip } from '~/components/weeks/week_status_chip'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { weekUrl } from '~/lib/week'
import type { Data } from '~generated/data'

/** The dashboard's card of this week's status, leading to the week page. */
export function WeekStatusSummary({ week }: Pick<Data.Dashboard, 'week'>) {
  const { t, locale } = useTranslation()
  return (
    <Card variant="outlined" component="section" aria-labelledby="week-status-summary-title">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="week-status-summary-title" variant="h6" component="h2">
            {t('week.dashboard.title')}
          </Typography>
          <WeekStatusChip status={week.status} data-testid="dashboard-week-status" />
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('week.range', {
            from: formatDate(week.starts_on, locale),
            to: formatDate(week.ends_on, locale),
          })}
        </Typography>
        {week.status === 'rejected' && week.comment && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1 }}>
            {t('week.dashboard.comment', { comment: week.comment })}
          </Typography>
        )}
        <Button
          component={RouterLink}
          href={weekUrl(week.starts_on)}
          variant="outlined"
          sx={(theme) => ({
            mt: 1,
            ...theme.applyStyles('dark', { color: theme.vars?.palette.primary.light }),
          })}
        >
          {t('week.dashboard.open_week')}
        </Button>
      </CardContent>
    </Card>
  )
}
