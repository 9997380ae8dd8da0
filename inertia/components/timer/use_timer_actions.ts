import { useMemo } from 'react'
import { router } from '@inertiajs/react'
import { useTranslation } from '~/hooks/use_translation'
import { runningTimer, timeLogsChangedEvent } from '~/components/timer/timer'
import { showToast } from '~/lib/toast_queue'
import { urlFor } from '~shared/url_for'
import type { Data } from '~generated/data'

/** What the timer logs: a project, a task and the comments. */
type TimerBooking = Pick<Data.Timer, 'project_id' | 'task_id' | 'comments'>

const visit = { preserveScroll: true, preserveState: true }

/**
 * Starting, changing and stopping the timer from controls without a form of their own (the
 * timer bar, a log's "continue"): what the server refuses shows as toasts. The functions stay
 * the same from render to render, so memoised rows keep them.
 */
export function useTimerActions() {
  const { locale } = useTranslation()
  return useMemo(() => timerActions(locale), [locale])
}

function timerActions(locale: string) {
  const report = (errors: Record<string, string>) => {
    for (const message of Object.values(errors)) showToast({ message, colour: 'error', locale })
  }

  const start = (booking: TimerBooking) =>
    router.post(urlFor('timer.store'), booking, { ...visit, onError: report })

  const update = (booking: TimerBooking) =>
    router.patch(urlFor('timer.update'), booking, { ...visit, onError: report })

  /** Stops and logs the run; a refusal keeps it running and says why. */
  const stop = (onRefused?: () => void, onStopped?: () => void) =>
    router.post(
      urlFor('timer.stop'),
      {},
      {
        ...visit,
        onSuccess: () => {
          window.dispatchEvent(new Event(timeLogsChangedEvent))
          onStopped?.()
        },
        onError: (errors) => {
          report(errors)
          onRefused?.()
        },
      }
    )

  /** Starts the timer on a log's project, task and comments, logging a running one first. */
  const continueLog = (log: Data.TimeLog) => {
    const booking = { project_id: log.project.id, task_id: log.task.id, comments: log.comments }
    if (runningTimer()) stop(undefined, () => start(booking))
    else start(booking)
  }

  return { start, update, stop, continueLog }
}
