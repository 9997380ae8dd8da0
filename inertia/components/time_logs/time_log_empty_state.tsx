import { Box, Button, Typography } from '@mui/material'
import { mdiPlus } from '@mdi/js'
import { NoConnectionNotice } from '~/components/time_logs/no_connection_notice'
import { RouterLink } from '~/components/ui/router_link'
import { useHasNoConnection } from '~/components/time_logs/use_has_no_connection'
import { useTranslation } from '~/hooks/use_translation'
import type { TimeLogListView } from '~/components/time_logs/time_log_list_view'
import { Icon } from '~shared/icon'
import { activeFilterCount, type TimeLogFilters } from '~shared/report_filters'
import { urlFor } from '~shared/url_for'

interface TimeLogEmptyStateProps {
  view: TimeLogListView
  filters: TimeLogFilters
}

/**
 * What an empty list says: why the user cannot log time yet, an invitation to the first log, or
 * that the search, filters or week leave nothing.
 */
export function TimeLogEmptyState({ view, filters }: TimeLogEmptyStateProps) {
  const { t } = useTranslation()
  const noConnection = useHasNoConnection()
  const byDay = view.mode === 'days'
  // Logs may exist that the week, the search, the filters or the page leave out.
  const narrowed = byDay || view.search !== '' || activeFilterCount(filters) > 0 || view.page > 1
  if (noConnection) return <NoConnectionNotice />
  if (narrowed) {
    return (
      <Typography color="textSecondary" sx={{ py: 3, px: 0.5 }}>
        {t(byDay ? 'time_logs.week.none' : 'time_logs.list.none')}
      </Typography>
    )
  }
  return (
    <Box sx={{ py: 4, px: 2, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{t('time_logs.empty.first')}</Typography>
      <Button
        component={RouterLink}
        href={urlFor('time-logs.create')}
        variant="contained"
        startIcon={<Icon path={mdiPlus} />}
      >
        {t('time_logs.empty.first_action')}
      </Button>
    </Box>
  )
}
