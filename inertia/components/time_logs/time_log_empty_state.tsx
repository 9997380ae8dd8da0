import { Box, Button, Typography } from '@mui/material'
import { mdiPlus } from '@mdi/js'
import { NoConnectionNotice } from '~/components/time_logs/no_connection_notice'
import { RouterLink } from '~/components/ui/router_link'
import { useHasNoConnection } from '~/hooks/use_has_no_connection'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import { urlFor } from '~shared/url_for'

interface TimeLogEmptyStateProps {
  /** Search or filters hide logs that exist, or the view shows a single week. */
  narrowed: boolean
  /** What to say when it is narrowed. */
  nothingFound: string
}

/**
 * What an empty list says: why the user cannot log time yet, an invitation to the first log, or
 * that the search, filters or week leave nothing.
 */
export function TimeLogEmptyState({ narrowed, nothingFound }: TimeLogEmptyStateProps) {
  const { t } = useTranslation()
  const noConnection = useHasNoConnection()
  if (noConnection) return <NoConnectionNotice />
  if (narrowed) {
    return (
      <Typography color="textSecondary" sx={{ py: 3, px: 0.5 }}>
        {nothingFound}
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
