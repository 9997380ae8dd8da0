import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Encryption } from '@adonisjs/core/encryption'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'
import { KeyedEncryption } from '#lib/keyed_encryption'

const key = 'a-test-key-of-more-than-32-characters'
const stock = () =>
  new Encryption({ driver: (secret) => new AES256GCM({ id: 'gcm', key: secret }), keys: [key] })

/**
 * The value with its third character from the end changed, one whose six bits all count. (Writing
 * "AA" over the last two characters sometimes changed nothing: the last character's low bits are
 * padding, so "…AB" and "…AA" decode alike, and a test failed now and then.)
 */
function tampered(value: string) {
  const at = value.length - 3
  return `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`
}

test.group('Keyed encryption', () => {
  test('encrypts and signs exactly as the stock encrypter: each opens what the other made', ({
    assert,
  }) => {
    const keyed = new KeyedEncryption({ id: 'gcm', keys: [key] })
    const plain = stock()
    for (const [maker, opener] of [
      [keyed, plain],
      [plain, keyed],
    ]) {
      const secret = maker.encrypt({ token: 'abc' }, undefined, 'XSRF-TOKEN')
      assert.deepEqual(opener.decrypt(secret, 'XSRF-TOKEN'), { token: 'abc' })
      assert.isNull(opener.decrypt(secret, 'another purpose'))
      assert.isNull(opener.decrypt(tampered(secret), 'XSRF-TOKEN'))

      const signed = maker.getMessageVerifier().sign('session-id', undefined, 'hourbook-session')
      assert.equal(opener.getMessageVerifier().unsign(signed, 'hourbook-session'), 'session-id')
      assert.isNull(opener.getMessageVerifier().unsign(signed, 'another-cookie'))
      assert.isNull(opener.getMessageVerifier().unsign(`${signed}x`, 'hourbook-session'))
    }
    assert.equal(
      keyed.getMessageVerifier().sign('value', undefined, 'purpose'),
      plain.getMessageVerifier().sign('value', undefined, 'purpose')
    )
  })

  test('expired values and values of another key do not open', ({ assert }) => {
    const keyed = new KeyedEncryption({ id: 'gcm', keys: [key] })
    const other = new KeyedEncryption({
      id: 'gcm',
      keys: ['another-key-of-more-than-32-characters'],
    })
    assert.isNull(keyed.decrypt(keyed.encrypt('value', -1000)))
    assert.isNull(
      keyed.getMessageVerifier().unsign(keyed.getMessageVerifier().sign('value', -1000))
    )
    assert.isNull(keyed.decrypt(other.encrypt('value')))
    assert.isNull(keyed.getMessageVerifier().unsign(other.getMessageVerifier().sign('value')))
  })

  test('a signed value verified before is still checked for its purpose, expiry and every character', async ({
    assert,
  }) => {
    const verifier = new KeyedEncryption({ id: 'gcm', keys: [key] }).getMessageVerifier()
    const signed = verifier.sign('session-id', 200, 'hourbook-session')
    assert.equal(verifier.unsign(signed, 'hourbook-session'), 'session-id')
    assert.equal(verifier.unsign(signed, 'hourbook-session'), 'session-id')
    assert.isNull(verifier.unsign(signed, 'another-cookie'))
    assert.isNull(verifier.unsign(tampered(signed), 'hourbook-session'))
    await new Promise((resolve) => setTimeout(resolve, 250))
    assert.isNull(verifier.unsign(signed, 'hourbook-session'))

    // Long values (signed links) are verified every time, and answer the same.
    const long = verifier.sign('x'.repeat(1000), undefined, 'link')
    assert.equal(verifier.unsign(long, 'link'), 'x'.repeat(1000))
    assert.equal(verifier.unsign(long, 'link'), 'x'.repeat(1000))
    assert.isNull(verifier.unsign(tampered(long), 'link'))
  })

  test('values made with an older key still open after a key rotation', ({ assert }) => {
    const old = new KeyedEncryption({ id: 'gcm', keys: [key] })
    const rotated = new KeyedEncryption({
      id: 'gcm',
      keys: ['the-new-key-of-more-than-32-characters', key],
    })
    assert.equal(rotated.decrypt(old.encrypt('value')), 'value')
    assert.equal(rotated.getMessageVerifier().unsign(old.getMessageVerifier().sign('v')), 'v')
  })

  test('the app and its HTTP server use it', async ({ assert }) => {
    assert.instanceOf((await app.container.make('encryption')).use(), KeyedEncryption)
    assert.instanceOf(await app.container.make(Encryption), KeyedEncryption)
  })
})
