import { createTuyau } from '@tuyau/core/client'
import { registry } from '~registry'

/**
 * The typed HTTP client for the JSON APIs (client.api..., client.request(name, ...)). Kept apart
 * from urlFor, so pages that call no API (the login page among them) do not load it.
 */
export const client = createTuyau({ registry, baseUrl: window.location.origin })
