import { useCallback, useState } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { timeLogsChangedEvent } from '~/components/timer/timer'
import { deleteTimeLog, restoreTimeLog } from '~/components/time_logs/time_log_api'
import { showToast } from '~/lib/toast_queue'
import type { Data } from '~generated/data'

/**
 * Removing a log from a list of logs at once, with a toast whose Undo logs it again: the log is
 * busy while the server removes it, and onRemoved runs once it is gone.
 */
export function useTimeLogDeletion(onRemoved: () => void) {
  const { t, locale } = useTranslation()
  const [busyId, setBusyId] = useState<number>()

  const restore = useCallback(
    async (log: Data.TimeLog) => {
      const failure = await restoreTimeLog(log, t('time_logs.restore_failed'))
      showToast({
        message: failure ?? t('time_logs.restored'),
        colour: failure ? 'error' : 'success',
        locale,
      })
      // Whichever list shows, on this page or another, fetches its rows again.
      if (!failure) window.dispatchEvent(new Event(timeLogsChangedEvent))
    },
    [t, locale]
  )

  const remove = useCallback(
    async (log: Data.TimeLog) => {
      setBusyId(log.id)
      const failure = await deleteTimeLog(log, t('time_logs.delete_failed'))
      setBusyId(undefined)
      if (failure) {
        showToast({ message: failure, colour: 'error', locale })
        return
      }
      onRemoved()
      showToast({
        message: t('time_logs.removed'),
        colour: 'success',
        locale,
        action: { label: t('time_logs.undo'), onClick: () => void restore(log) },
      })
    },
    [t, locale, onRemoved, restore]
  )

  return { remove, busyId }
}
