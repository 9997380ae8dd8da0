import { test } from '@japa/runner'
import { isSecretField, withoutSecrets } from '#shared/secret_fields'

test.group('Secret fields', () => {
  test('names of passwords, tokens, codes, keys and hashes are secrets', ({ assert }) => {
    for (const name of [
      'password',
      'current_password',
      'password_confirmation',
      'passwordConfirmation',
      'newpassword',
      'secret',
      'clientSecret',
      'token',
      'recovery_code',
      'code',
      'otp',
      'api_key',
      'password_hash',
    ]) {
      assert.isTrue(isSecretField(name), name)
    }
  })

  test('ordinary fields, and a status code a server answered, are not', ({ assert }) => {
    for (const name of ['email', 'name', 'comments', 'last_status_code', 'tokens_count_x', 'id']) {
      assert.isFalse(isSecretField(name), name)
    }
  })

  test('a copy leaves them out at any depth', ({ assert }) => {
    assert.deepEqual(
      withoutSecrets({ email: 'a@b.c', password: 'x', nested: [{ token: 'y', name: 'n' }] }),
      { email: 'a@b.c', nested: [{ name: 'n' }] }
    )
  })
})
