import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { freePort, spawnServerProcess, untilListening } from '#tests/support/app_server'

const serviceUnavailable = 'The service is briefly unavailable. Please try again in a moment.'

test.group('Answers when the database fails', (group) => {
  group.each.setup(() => resetAppState())

  test('the error page reads nothing more and carries no error text, only a request id', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent()
    await agent.login(user.email, password)
    // Every page's shared props read the running timer: now that read fails.
    await db.rawQuery('ALTER TABLE timers RENAME TO timers_unreachable')
    try {
      const response = await agent.get('/dashboard')
      assert.equal(response.status, 500)
      const page = Agent.page(response)
      assert.equal(page?.component, 'errors/show')
      assert.isNull(page.props.timer)
      const requestId = response.headers.get('x-request-id')
      assert.isString(requestId)
      assert.equal(page.props.requestId, requestId)
      assert.notMatch(response.text, /timers|no such table|relation/i)
    } finally {
      await db.rawQuery('ALTER TABLE timers_unreachable RENAME TO timers')
    }
  })

  test('a production server whose PostgreSQL is gone answers 503 without the driver text', async ({
    assert,
    cleanup,
  }) => {
    const deadPort = await freePort()
    const server = spawnServerProcess(await freePort(), 'database-gone-server.log', {
      DB_CONNECTION: 'pg',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(deadPort),
      DB_USER: 'postgres',
      REDIS_URL: '',
    })
    cleanup(async () => {
      server.child.kill('SIGTERM')
      await server.exited
    })
    await untilListening(server)

    const page = await fetch(`${server.baseUrl}/login`, { headers: { Accept: 'text/html' } })
    const pageText = await page.text()
    assert.equal(page.status, 503)
    assert.include(pageText, serviceUnavailable)
    const requestId = page.headers.get('x-request-id')
    assert.isString(requestId)
    assert.include(pageText, requestId!)
    assert.notMatch(pageText, new RegExp(`ECONNREFUSED|127\\.0\\.0\\.1|${deadPort}`))

    const api = await fetch(`${server.baseUrl}/api/time-logs`, {
      headers: { Accept: 'application/json' },
    })
    assert.equal(api.status, 503)
    assert.deepEqual(await api.json(), {
      message: serviceUnavailable,
      code: 'E_SERVICE_UNAVAILABLE',
    })
    assert.isString(api.headers.get('x-request-id'))

    const health = await fetch(`${server.baseUrl}/health`)
    assert.equal(health.status, 503)
  }).timeout(60_000)
})
