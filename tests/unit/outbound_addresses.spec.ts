import { test } from '@japa/runner'
import { isPublicAddress } from '#lib/outbound_addresses'

test.group('Outbound addresses', () => {
  test('public IPv4 and IPv6 addresses pass', ({ assert }) => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:81b::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '3fff:1000::1',
    ]) {
      assert.isTrue(isPublicAddress(address), address)
    }
  })

  test('loopback, private, link-local, unique-local, CGNAT, multicast and unspecified fail', ({
    assert,
  }) => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      '0:0:0:0:0:0:0:1',
      'fe80::1',
      'fe80::1%eth0',
      'fd12:3456:789a::1',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      '3fff::1',
      '3fff:fff:ffff::1',
      '2001::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::10.1.1.1',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
      'not-an-address',
    ]) {
      assert.isFalse(isPublicAddress(address), address)
    }
  })
})
