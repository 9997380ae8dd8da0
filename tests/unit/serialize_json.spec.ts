import { test } from '@japa/runner'
import { serializeJson } from '#config/app'

test.group('JSON answers', () => {
  test('are what JSON.stringify writes', ({ assert }) => {
    const value = { b: 1, a: [null, 'x', { when: new Date(0) }], text: '\u2028</script>' }
    assert.equal(serializeJson(value), JSON.stringify(value))
  })

  test('still answer for values JSON.stringify refuses', ({ assert }) => {
    const cyclic: Record<string, unknown> = { id: 1 }
    cyclic.self = cyclic
    assert.equal(serializeJson({ total: 12n }), '{"total":"12"}')
    assert.equal(serializeJson(cyclic), '{"id":1}')
  })
})
