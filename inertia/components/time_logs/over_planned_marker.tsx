import { Chip } from '@mui/material'
import type { Connection } from '~/components/time_logs/time_log_api'
import { plannedHoursOf } from '~/components/time_logs/planned_hours_warning'
import { useTranslation } from '~/hooks/use_translation'

type Props = { connections: Connection[]; projectId: number }

/** Whether the project's logs went past its planned hours, as the user's connections carry them. */
export function isOverPlanned(connections: Connection[], projectId: number) {
  const planned = plannedHoursOf(connections, projectId)?.planned_hours
  return !!planned && planned.used_seconds > Math.round(planned.hours * 3600)
}

/** "Over planned hours" beside a project whose logs went past its planned hours. */
export function OverPlannedMarker({ connections, projectId }: Props) {
  if (!isOverPlanned(connections, projectId)) return null
  return <OverPlannedChip />
}

/** The "Over planned hours" chip itself. */
export function OverPlannedChip() {
  const { t } = useTranslation()
  return (
    <Chip
      size="small"
      color="warning"
      label={t('time_logs.over_planned')}
      data-over-planned
      sx={{ ml: 1, height: 20, fontSize: '0.75rem' }}
    />
  )
}
