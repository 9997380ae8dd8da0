import { Alert } from '@mui/material'
import type { Connection } from '~/components/time_logs/time_log_api'
import { useTranslation } from '~/hooks/use_translation'
import { durationOf } from '~shared/durations'
import { inHours, plannedUse } from '~shared/planned_hours'
import { timePattern } from '~shared/times'
import type { Data } from '~generated/data'

type Props = {
  connections: Connection[]
  projectId: string
  startTime: string
  stopTime: string
  /** The edited log: its own hours already count against its project's. */
  timeLog?: Data.TimeLog
}

/** The planned hours of the project with the id, as the user's connections carry them. */
export function plannedHoursOf(connections: Connection[], projectId: number | string) {
  return connections.find((connection) => String(connection.project.id) === String(projectId))
    ?.project
}

/**
 * Before saving, says that the log takes a project whose planned hours only warn past them:
 * "This log takes Website to 101 of 100 planned hours". A project that stops at them refuses
 * the log on saving instead, with the server's message.
 */
export function PlannedHoursWarning({
  connections,
  projectId,
  startTime,
  stopTime,
  timeLog,
}: Props) {
  const { t } = useTranslation()
  const project = plannedHoursOf(connections, projectId)
  const planned = project?.planned_hours
  if (!project || !planned || planned.limit !== 'warn') return null
  if (!timePattern.test(startTime) || !timePattern.test(stopTime)) return null
  const added = Math.max(0, durationOf(startTime, stopTime))
  const replaced =
    timeLog && timeLog.project.id === project.id
      ? durationOf(timeLog.start_time, timeLog.stop_time)
      : 0
  const use = plannedUse(planned.hours, planned.used_seconds - replaced, added)
  if (!use.over) return null
  return (
    <Alert severity="warning" role="status" sx={{ gridColumn: '1 / -1' }}>
      {t('time_logs.planned_warning', {
        project: project.name,
        after: inHours(use.after),
        planned: planned.hours,
      })}
    </Alert>
  )
}
