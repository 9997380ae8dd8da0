import { createUrlBuilder } from '@adonisjs/core/http/url_builder_client'
import type { Tuyau } from '@tuyau/core/client'
import { registry } from '~registry'

const routes = Object.entries(registry.routes).map(([name, route]) => ({
  name,
  domain: 'root',
  ...route,
  methods: [...route.methods],
  tokens: [...route.tokens],
}))

/** A list repeats its key (`project_id=1&project_id=2`), as the API's filters take it; null and undefined are left out. */
export function searchParams(query: Record<string, unknown>) {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((item) => item !== undefined && item !== null)
      .map((item) => [key, String(item)])
  )
  return new URLSearchParams(pairs)
}

/**
 * Every URL in the portal and the admin panel comes from a route name:
 * urlFor('time-logs.edit', { time_log: 5 }).
 * The builder and types of the Tuyau client's urlFor, without loading its HTTP client.
 */
export const urlFor: Tuyau<typeof registry>['urlFor'] = createUrlBuilder(
  { root: routes },
  (query) => searchParams(query).toString()
)
