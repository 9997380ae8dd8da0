import { test } from '@japa/runner'
import fc from 'fast-check'
import { htmlSafeJson } from '#lib/html_json'

/** Text made half of what HTML or old JavaScript parsers react to, half of any code point. */
const character = fc.oneof(
  fc.constantFrom('<', '>', '&', '/', '!', '-', 's', '\u2028', '\u2029', '"', '\\'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
)

test.group('JSON for HTML script elements', () => {
  test('the characters that could end or open markup are \\u escapes', ({ assert }) => {
    assert.equal(
      htmlSafeJson({ name: '<!--<script></script>&\u2028\u2029' }),
      '{"name":"\\u003c!--\\u003cscript\\u003e\\u003c/script\\u003e\\u0026\\u2028\\u2029"}'
    )
  })

  test('any value reads back unchanged and the text holds none of those characters', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: character }), (value) => {
        const json = htmlSafeJson({ value })
        return (
          !/[<>&\u2028\u2029]/.test(json) &&
          JSON.stringify(JSON.parse(json)) === JSON.stringify({ value })
        )
      })
    )
  })
})
