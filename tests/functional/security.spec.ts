import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { UserFactory } from '#database/factories/user_factory'
import { resetAppState } from '#tests/support/database'

test.group('Security baseline', (group) => {
  group.each.setup(() => resetAppState())

  test('pages carry a strict Content-Security-Policy and the other security headers', async ({
    assert,
  }) => {
    const response = await new Agent().get('/login')
    const csp = response.headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? ''

    assert.match(scriptSrc, /'nonce-[\w+/=-]+'/)
    assert.notInclude(scriptSrc, 'unsafe-inline')
    assert.include(csp, "frame-ancestors 'none'")
    assert.include(csp, "object-src 'none'")
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
    assert.equal(response.headers.get('x-frame-options'), 'DENY')
    assert.equal(response.headers.get('referrer-policy'), 'same-origin')
  })

  test('the inline theme script carries the nonce the policy allows', async ({ assert }) => {
    const response = await new Agent().get('/login')
    const nonce = response.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]
    assert.include(response.text, `<script nonce="${nonce}">`)
  })

  test('the session cookie is HttpOnly and SameSite=Lax; the XSRF cookie is readable by scripts', async ({
    assert,
  }) => {
    const response = await new Agent().get('/login')
    const cookies = response.headers.getSetCookie()
    const session = cookies.find((cookie) => cookie.startsWith('hourbook-session='))!
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!

    assert.match(session, /HttpOnly/i)
    assert.match(session, /SameSite=Lax/i)
    assert.match(xsrf, /SameSite=Lax/i)
    assert.notMatch(xsrf, /HttpOnly/i)
  })

  test('a state-changing request without the XSRF header answers 419, never a redirect', async ({
    assert,
  }) => {
    const agent = new Agent().asInertia()
    await agent.get('/login')
    const response = await agent.request(
      'POST',
      '/login',
      { email: 'a@b.test', password: 'x' },
      { 'X-XSRF-TOKEN': '' }
    )
    assert.equal(response.status, 419)
    assert.deepEqual(response.json, {
      message: 'Your session has expired. Please refresh the page.',
      code: 'E_BAD_CSRF_TOKEN',
    })
  })

  test('a forged XSRF token answers 419 as JSON to API clients', async ({ assert }) => {
    const agent = new Agent()
    await agent.get('/login')
    const response = await agent.request(
      'PUT',
      '/locale',
      { locale: 'nl' },
      { 'X-XSRF-TOKEN': 'forged', 'Accept': 'application/json' }
    )
    assert.equal(response.status, 419)
    assert.equal(response.json.message, 'Your session has expired. Please refresh the page.')
  })

  test('a plain form post without a token gets the error page with 419', async ({ assert }) => {
    const agent = new Agent()
    const response = await agent.request('POST', '/login', { email: 'a@b.test' })
    assert.equal(response.status, 419)
    assert.equal(Agent.page(response).component, 'errors/show')
    assert.equal(Agent.page(response).props.status, 419)
  })

  test('the session-expired message follows the session language', async ({ assert }) => {
    const agent = new Agent().asInertia()
    await agent.get('/login')
    await agent.put('/locale', { locale: 'nl' })
    const response = await agent.request('POST', '/logout', {}, { 'X-XSRF-TOKEN': 'forged' })
    assert.equal(response.status, 419)
    assert.equal(response.json.message, 'Je sessie is verlopen. Vernieuw de pagina.')
  })

  test('a signed-in user is also refused without the token', async ({ assert }) => {
    const user = await UserFactory.merge({ password: 'correct-horse-1' }).create()
    const agent = new Agent().asInertia()
    await agent.login(user.email, 'correct-horse-1')
    const response = await agent.request('POST', '/logout', {}, { 'X-XSRF-TOKEN': '' })
    assert.equal(response.status, 419)
    assert.equal(await agent.statusOf('/dashboard'), 200)
  })
})
