import type User from '#models/user'
import { Agent } from '#tests/support/agent'
import { createUser, password } from '#tests/support/accounts'

/** A JSON request, as the admin panel's data provider sends it. */
export function json(agent: Agent, method: string, path: string, body?: Record<string, unknown>) {
  return agent.request(method, path, body, { Accept: 'application/json' })
}

/** An administrator signed in with a freshly confirmed password. */
export async function signedInAdmin(overrides: Partial<User> = {}) {
  const admin = await createUser({ role: 'admin', ...overrides })
  const agent = new Agent()
  await agent.login(admin.email, password)
  const confirmed = await agent.post('/confirm-password', { password })
  if (confirmed.status !== 302) throw new Error(`Password confirmation failed: ${confirmed.status}`)
  return { admin, agent }
}

/** The query string of a list request; the filter goes as JSON. */
export function listUrl(
  resource: string,
  params: { filter?: unknown; [key: string]: unknown } = {}
) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    query.set(key, key === 'filter' ? JSON.stringify(value) : String(value))
  }
  return `/api/admin/${resource}?${query}`
}

/** The panel's root element: the signed-in admin and the installation's and their formats. */
export function panelRoot(userId: number) {
  return new RegExp(
    `<div\\s+id="admin"\\s+data-user-id="${userId}"\\s+data-week-start="monday"\\s+` +
      `data-date-format="mdy"\\s+data-time-format="24h"\\s+data-currency="EUR"\\s*></div>`
  )
}
