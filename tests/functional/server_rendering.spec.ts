import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { UserFactory } from '#database/factories/user_factory'
import { password } from '#tests/support/accounts'

/** The HTML inside the app's root element, where the server-rendered page is. */
function renderedApp(html: string) {
  const root = html.indexOf('<div data-server-rendered="true" id="app">')
  if (root === -1) throw new Error(`The page was not rendered on the server:\n${html}`)
  return html.slice(root)
}

test.group('Server-rendered visitors’ pages', (group) => {
  group.each.setup(() => resetAppState())

  test('the login form comes rendered, with its styles, in {name}')
    .with([
      { name: 'Dutch', language: 'nl', title: 'Log in op je account', email: 'E-mailadres' },
      { name: 'English', language: 'en', title: 'Log in to your account', email: 'Email' },
    ])
    .run(async ({ assert }, { language, title, email }) => {
      const response = await new Agent().acceptLanguage(language).get('/login')
      const app = renderedApp(response.text)

      assert.include(app, `>${title}</h1>`)
      assert.match(app, new RegExp(`<label[^>]*>${email}`))
      assert.match(app, /<input[^>]*name="email"/)
      assert.include(response.text, `<html lang="${language}">`)
      // Emotion's critical styles, under the key the browser's cache takes over.
      assert.match(response.text, /<style data-emotion="css [^"]+">[^<]*\.css-/)
      assert.equal(Agent.page(response).component, 'auth/login')
    })

  test('{$self} comes rendered too')
    .with(['/', '/register', '/forgot-password', '/reset-password/a-token?email=a%40b.test'])
    .run(async ({ assert }, path) => {
      const response = await new Agent().get(path)
      assert.equal(response.status, 200)
      assert.include(renderedApp(response.text), '<h1')
    })

  test('its scripts load once it has painted, as it shows without them; a page the browser renders loads them at once', async ({
    assert,
  }) => {
    const scriptTags = (html: string) => html.match(/<script[^>]* src="[^"]+"[^>]*>/g) ?? []
    const visitor = await new Agent().get('/login')
    assert.isEmpty(scriptTags(visitor.text))
    assert.notMatch(visitor.text, /<link[^>]*rel="modulepreload"/)
    const nonce = visitor.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]
    const loader = visitor.text.match(
      new RegExp(`<script nonce="${nonce}">([^<]*requestAnimationFrame[^<]*)</script>`)
    )
    assert.exists(loader)
    assert.match(loader![1], /\["script",\{"type":"module",[^}]*"src":"[^"]+"/)

    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent()
    await agent.login(user.email, password)
    const dashboard = await agent.get('/dashboard')
    assert.isNotEmpty(scriptTags(dashboard.text))
    assert.notInclude(dashboard.text, 'requestAnimationFrame')
  })

  test('the verification notice is rendered for a user still to verify the address', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ password }).apply('unverified').create()
    const agent = new Agent()
    await agent.login(user.email, password)
    const response = await agent.get('/verify-email')
    assert.include(renderedApp(response.text), '<h1')
  })

  test('a signed-in user’s pages start empty and render in the browser', async ({ assert }) => {
    const user = await UserFactory.merge({ password }).create()
    const agent = new Agent()
    await agent.login(user.email, password)
    for (const path of ['/', '/dashboard']) {
      const response = await agent.get(path)
      assert.notInclude(response.text, 'data-server-rendered')
      assert.include(response.text, '<div id="app"></div>')
    }
  })
})
