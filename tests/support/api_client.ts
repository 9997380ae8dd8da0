import User from '#models/user'
import { tokenAbilities, userTokenAbilities } from '#shared/token_abilities'
import { Agent, type AgentResponse } from '#tests/support/agent'

export type ApiCall = (
  method: string,
  path: string,
  body?: Record<string, unknown> | string,
  extraHeaders?: Record<string, string>
) => Promise<AgentResponse>

/**
 * A client of the JSON API as a program is one: with a personal access token of the given user
 * that carries every ability the user may give, and no cookie. A guest sends no token, but holds
 * a session and its XSRF token, so that its writes meet the sign-in check rather than the CSRF one.
 */
export async function apiClient(user?: User): Promise<ApiCall> {
  const agent = new Agent()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (user) {
    const abilities = user.role === 'admin' ? [...tokenAbilities] : [...userTokenAbilities]
    const token = await User.accessTokens.create(user, abilities)
    headers.Authorization = `Bearer ${token.value!.release()}`
  } else {
    // The reference page gives the session without rendering a portal page.
    await agent.get('/api/docs')
  }
  return (method, path, body, extraHeaders) =>
    agent.request(method, path, body, { ...headers, ...extraHeaders })
}
