import { useEffect, useState } from 'react'
import { loadConnections } from '~/components/time_logs/time_log_api'

/** Whether the user turned out to have no connection, so cannot log time at all. */
export function useHasNoConnection() {
  const [none, setNone] = useState(false)
  useEffect(() => {
    let current = true
    loadConnections()
      .then((connections) => current && setNone(connections.length === 0))
      // A failed fetch is only logged: the page keeps what it shows.
      .catch((error: unknown) => console.error(error))
    return () => {
      current = false
    }
  }, [])
  return none
}
