import type User from '#models/user'
import { Agent, type AgentResponse } from '#tests/support/agent'
import { password } from '#tests/support/accounts'

export type ApiCall = (
  method: string,
  path: string,
  body?: Record<string, unknown> | string,
  extraHeaders?: Record<string, string>
) => Promise<AgentResponse>

/**
 * A client of the JSON API, as the given user (made with the test password), or as a guest.
 *
 * It signs in with a session: the login form, for administrators the password confirmation the
 * admin API asks of sessions, and the Agent sends the XSRF header on writes. Once the
 * access-token guard is in, the `if (user)` block becomes the one line
 *   if (user) headers.Authorization = `Bearer ${(await User.accessTokens.create(user, abilities)).value!.release()}`
 * with every ability the user may have, and the calls go as a program's would.
 */
export async function apiClient(user?: User): Promise<ApiCall> {
  const agent = new Agent()
  const headers: Record<string, string> = { Accept: 'application/json' }
  // A session and its XSRF token, so that a guest's writes meet the sign-in check rather than
  // the CSRF one; the reference page gives them without rendering a portal page.
  await agent.get('/api/docs')
  if (user) {
    const login = await agent.post('/login', { email: user.email, password })
    if (login.status !== 302) throw new Error(`Login as ${user.email} failed: ${login.status}`)
    if (user.role === 'admin') await agent.post('/confirm-password', { password })
  }
  return (method, path, body, extraHeaders) =>
    agent.request(method, path, body, { ...headers, ...extraHeaders })
}
