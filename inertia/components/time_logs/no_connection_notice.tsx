import { Alert } from '@mui/material'
import { useHasNoConnection } from '~/components/time_logs/use_has_no_connection'
import { useTranslation } from '~/hooks/use_translation'

/** Says why there is nothing to choose, for a user whom no administrator connected yet. */
export function NoConnectionNotice() {
  const { t } = useTranslation()
  const none = useHasNoConnection()
  if (!none) return null
  return (
    <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
      {t('time_logs.empty.no_connection')}
    </Alert>
  )
}
