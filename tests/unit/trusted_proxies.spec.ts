import { test } from '@japa/runner'
import { http, trustedProxies } from '#config/app'

const loopback = ['127.0.0.1', '127.8.9.10', '::1']
const privateRanges = ['10.0.0.7', '172.16.4.2', '192.168.1.20', 'fd12:3456::1', '169.254.0.9']

test.group('Trusted proxies', () => {
  test('by default only loopback is trusted, not the private ranges', ({ assert }) => {
    const trusted = trustedProxies()
    for (const address of loopback) assert.isTrue(trusted(address, 0), address)
    for (const address of [...privateRanges, '203.0.113.5']) {
      assert.isFalse(trusted(address, 0), address)
    }
  })

  test('the app trusts loopback only when TRUSTED_PROXIES is not set', ({ assert }) => {
    const trusted = http.trustProxy
    assert.isTrue(trusted('127.0.0.1', 0))
    for (const address of privateRanges) assert.isFalse(trusted(address, 0), address)
  })

  test('a list names addresses, ranges and the names of proxy-addr', ({ assert }) => {
    const trusted = trustedProxies(' 203.0.113.7, 10.1.0.0/16 ,uniquelocal')
    for (const address of ['203.0.113.7', '10.1.2.3', '192.168.1.20', 'fd12:3456::1']) {
      assert.isTrue(trusted(address, 0), address)
    }
    for (const address of ['203.0.113.8', '127.0.0.1', '169.254.0.9']) {
      assert.isFalse(trusted(address, 0), address)
    }
  })
})
