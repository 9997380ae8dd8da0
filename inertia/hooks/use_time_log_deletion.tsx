import { useCallback, useState } from 'react'
import { router } from '@inertiajs/react'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { formatDate } from '~/lib/dates'
import type { Data } from '~generated/data'
import { urlFor } from '~shared/url_for'

/**
 * Removing a log from a list of logs: ask() opens the question (the returned dialog), the log is
 * busy while the server removes it, and onRemoved runs once it is gone.
 */
export function useTimeLogDeletion(onRemoved: () => void) {
  const { t, locale } = useTranslation()
  // The log to remove stays set while the question closes, so its text does not vanish early.
  const [toDelete, setToDelete] = useState<Data.TimeLog>()
  const [asking, setAsking] = useState(false)
  const [busyId, setBusyId] = useState<number>()

  const ask = useCallback((log: Data.TimeLog) => {
    setToDelete(log)
    setAsking(true)
  }, [])

  const remove = (log: Data.TimeLog) => {
    setAsking(false)
    router.delete(urlFor('time-logs.destroy', { time_log: log.id }), {
      // The list keeps its page, sort and search, and fetches its rows again.
      preserveState: true,
      preserveScroll: true,
      onStart: () => setBusyId(log.id),
      onSuccess: onRemoved,
      onError: (errors) => console.error(errors),
      onFinish: () => setBusyId(undefined),
    })
  }

  const dialog = (
    <ConfirmDialog
      open={asking}
      title={t('time_logs.delete_title')}
      message={
        toDelete &&
        t('time_logs.delete_confirm', {
          project: toDelete.project.name,
          date: formatDate(toDelete.date, locale),
        })
      }
      confirmLabel={t('time_logs.delete')}
      onConfirm={() => toDelete && remove(toDelete)}
      onCancel={() => setAsking(false)}
    />
  )

  return { ask, busyId, dialog }
}
