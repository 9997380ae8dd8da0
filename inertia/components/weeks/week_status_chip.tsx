import { Chip, type ChipProps } from '@mui/material'
import { mdiLockOutline } from '@mdi/js'
import { useTranslation } from '~/hooks/use_translation'
import { Icon } from '~shared/icon'
import type { WeekStatus } from '~shared/week_status'

/** A week's status, or "locked" for days on or before the lock date. */
type PeriodState = WeekStatus | 'locked'

const colours: Record<PeriodState, ChipProps['color']> = {
  open: 'default',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
  locked: 'default',
}

/** The status as a small coloured chip; open weeks show an outlined one. */
export function WeekStatusChip({
  status,
  size = 'small',
  ...chip
}: { status: PeriodState } & ChipProps) {
  const { t } = useTranslation()
  return (
    <Chip
      size={size}
      color={colours[status]}
      variant={status === 'open' ? 'outlined' : 'filled'}
      icon={status === 'locked' ? <Icon path={mdiLockOutline} /> : undefined}
      label={t(`week.status.${status}`)}
      data-status={status}
      {...chip}
    />
  )
}
