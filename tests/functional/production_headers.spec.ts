import { test } from '@japa/runner'
import { startProductionServer } from '#tests/support/production_server'

test.group('Production headers', () => {
  test('HTTPS is demanded for at least a year (HSTS)', async ({ assert, cleanup }) => {
    const server = await startProductionServer()
    cleanup(() => server.stop())

    const response = await fetch(`${server.baseUrl}/health`)
    const hsts = response.headers.get('strict-transport-security') ?? ''
    const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1])
    assert.isAtLeast(maxAge, 365 * 24 * 60 * 60)
  })
})
