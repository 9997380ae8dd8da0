import { useEffect, useState } from 'react'
import { request } from '~admin/http'
import type { TeamSummary } from '~admin/reports/team_report_query'
import { urlFor } from '~shared/url_for'

interface SummaryState {
  summary: TeamSummary | null
  /** The query whose answer (or failure) the state holds. */
  answered: string | null
  /** The server's message for a refused query, or true for any other failure. */
  error: string | true | null
}

/** The team summary for the query string, fetched again when it changes; a newer one cancels. */
export function useTeamSummary(query: string) {
  const [state, setState] = useState<SummaryState>({ summary: null, answered: null, error: null })

  useEffect(() => {
    const controller = new AbortController()
    request('GET', `${urlFor('api.admin.reports.summary')}?${query}`, undefined, {
      signal: controller.signal,
    })
      .then(async (response) => {
        const json = await response.json().catch(() => null)
        if (response.ok) return setState({ summary: json.data, answered: query, error: null })
        const messages = Object.values<string[]>(json?.errors ?? {}).flat()
        setState((current) => ({ ...current, answered: query, error: messages[0] ?? true }))
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState((current) => ({ ...current, answered: query, error: true }))
      })
    return () => controller.abort()
  }, [query])

  return { ...state, loading: state.answered !== query }
}
