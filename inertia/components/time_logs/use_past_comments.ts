import { useEffect, useState } from 'react'
import { fetchPastComments } from '~/components/time_logs/time_log_api'
import { bookingOf } from '~/components/time_logs/project_task_picker'

/**
 * The user's own earlier comments on the chosen project and task (a booking key, '' for none),
 * to offer as they type; none while `off` (a closed log, say).
 */
export function usePastComments(booking: string, off = false) {
  const [loaded, setLoaded] = useState({ booking: '', comments: [] as string[] })
  useEffect(() => {
    if (!booking || off) return
    const { project_id: projectId, task_id: taskId } = bookingOf(booking)
    const request = new AbortController()
    fetchPastComments(String(projectId), String(taskId), request.signal)
      .then((offered) => setLoaded({ booking, comments: offered }))
      .catch(() => {}) // Only a suggestion: the form works without it.
    return () => request.abort()
  }, [booking, off])
  return loaded.booking === booking ? loaded.comments : []
}
