import { useEffect, useState } from 'react'
import { loadConnections, type Connection } from '~/components/time_logs/time_log_api'

/** The user's connections; empty until they arrive, and empty when they cannot be fetched. */
export function useTimeLogConnections() {
  const [connections, setConnections] = useState<Connection[]>([])
  useEffect(() => {
    let current = true
    loadConnections()
      .then((loaded) => current && setConnections(loaded))
      // A failed fetch is only logged: the page keeps what it shows.
      .catch((error: unknown) => console.error(error))
    return () => {
      current = false
    }
  }, [])
  return connections
}
