import { Chip, Tooltip } from '@mui/material'
import { mdiReceiptTextCheckOutline } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'

/** A billed log's mark, which says why it can no longer change. */
export function BilledChip() {
  const { t } = useTranslation()
  return (
    <Tooltip title={t('time_logs.billed.hint')}>
      <Chip
        size="small"
        variant="outlined"
        icon={<Icon path={mdiReceiptTextCheckOutline} />}
        label={t('time_logs.billed.label')}
        data-billed
        tabIndex={0}
      />
    </Tooltip>
  )
}
