import { useState } from 'react'
import { bookingKey, bookingOf } from '~/components/time_logs/project_task_picker'
import type { Data } from '~generated/data'

/** What the timer bar holds: the comments, and the project and task as one bookingKey, or ''. */
export type TimerDraft = { comments: string; booking: string }

/** The running timer's booking, or an empty one to start. */
function draftOf(timer: Data.Timer | null): TimerDraft {
  return {
    comments: timer?.comments ?? '',
    booking: timer ? bookingKey(timer.project_id, timer.task_id) : '',
  }
}

/** A booking and comments as the timer's actions send them; empty comments are none. */
export function booked(booking: string, comments: string) {
  return { ...bookingOf(booking), comments: comments.trim() || null }
}

/**
 * The timer bar's draft, shared with the `s` shortcut that starts it: it follows the timer,
 * started, changed or stopped here or elsewhere.
 */
export function useTimerDraft(timer: Data.Timer | null) {
  const [draft, setDraft] = useState(() => draftOf(timer))
  const timerKey = JSON.stringify(timer)
  const [shownKey, setShownKey] = useState(timerKey)
  if (shownKey !== timerKey) {
    setShownKey(timerKey)
    setDraft(draftOf(timer))
  }
  return [draft, setDraft] as const
}
