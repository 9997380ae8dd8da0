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

/**
 * Every URL in the portal and the admin panel comes from a route name:
 * urlFor('time-logs.edit', { time_log: 5 }).
 * The builder and types of the Tuyau client's urlFor, without loading its HTTP client.
 */
export const urlFor: Tuyau<typeof registry>['urlFor'] = createUrlBuilder(
  { root: routes },
  (query) => new URLSearchParams(query).toString()
)
