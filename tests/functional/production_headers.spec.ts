import { test } from '@japa/runner'
import { freePort, startServerProcess } from '#tests/support/app_server'

test.group('Production headers', () => {
  test('HTTPS is demanded for at least a year (HSTS)', async ({ assert, cleanup }) => {
    const server = await startServerProcess(await freePort(), 'production-headers-server.log')
    cleanup(async () => {
      server.child.kill('SIGTERM')
      await server.exited
    })

    const response = await fetch(`${server.baseUrl}/login`)
    const hsts = response.headers.get('strict-transport-security') ?? ''
    const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1])
    assert.isAtLeast(maxAge, 365 * 24 * 60 * 60)
  })
})
