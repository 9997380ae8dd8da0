import { test } from '@japa/runner'
import { likePattern, likeSql } from '#lib/like_search'

test.group('LIKE search', () => {
  test('finds the text anywhere, in lower case', ({ assert }) => {
    assert.equal(likePattern('Design'), '%design%')
  })

  test("LIKE's wildcards and its escape character match themselves", ({ assert }) => {
    assert.equal(likePattern('50%'), '%50\\%%')
    assert.equal(likePattern('a_b'), '%a\\_b%')
    assert.equal(likePattern('C:\\Temp'), '%c:\\\\temp%')
  })

  test('compares the lower-cased column with the backslash as escape', ({ assert }) => {
    assert.equal(likeSql('projects.name'), "LOWER(projects.name) LIKE ? ESCAPE '\\'")
  })
})
