import { Alert, AlertTitle, Box, Link } from '@mui/material'
import { RouterLink } from '~/components/ui/router_link'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import { weekUrl } from '~/lib/week'
import type { Data } from '~generated/data'

/** The latest decision on one of the person's weeks, with the administrator's comment. */
export function WeekDecisionNotice({
  decision,
}: {
  decision: NonNullable<Data.Dashboard['decision']>
}) {
  const { t, locale } = useTranslation()
  const rejected = decision.status === 'rejected'
  return (
    <Alert
      severity={rejected ? 'warning' : 'success'}
      sx={{ mb: 3 }}
      data-testid="week-decision"
      action={
        <Link
          component={RouterLink}
          href={weekUrl(decision.starts_on)}
          color="inherit"
          sx={{ alignSelf: 'center', whiteSpace: 'nowrap', mr: 1 }}
        >
          {t('week.dashboard.view')}
        </Link>
      }
    >
      <AlertTitle sx={{ mb: decision.comment ? 0.5 : 0 }}>
        {t(`week.dashboard.${decision.status}`, {
          from: formatDate(decision.starts_on, locale),
          to: formatDate(decision.ends_on, locale),
        })}
      </AlertTitle>
      {decision.comment && (
        <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t('week.dashboard.comment', { comment: decision.comment })}
        </Box>
      )}
    </Alert>
  )
}
