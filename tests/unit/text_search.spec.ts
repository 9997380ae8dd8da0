import { test } from '@japa/runner'
import { foldText, searchItems, searchRank } from '#shared/text_search'

const pairs = [
  { client: 'Acme', project: 'Internal', task: 'Meetings' },
  { client: 'Groupe Bénéteau', project: 'Website', task: 'Design' },
  { client: 'Globex', project: 'Route planner API', task: 'Development' },
  { client: 'Café Zürich', project: 'Kassa', task: 'Support' },
]
const names = ({ client, project, task }: (typeof pairs)[number]) => [client, project, task]
const found = (query: string) => searchItems(pairs, query, names).map(({ project }) => project)

test.group('Searching names', () => {
  test('folds case and accents', ({ assert }) => {
    assert.equal(foldText('Café ZÜRICH Bénéteau'), 'cafe zurich beneteau')
  })

  test('a name that starts with the typed text comes before one that holds it', ({ assert }) => {
    assert.deepEqual(found('rou'), ['Route planner API', 'Website'])
    assert.equal(found('rou')[0], 'Route planner API')
  })

  test('finds accented names typed without accents, and the other way round', ({ assert }) => {
    assert.deepEqual(found('zurich'), ['Kassa'])
    assert.deepEqual(found('BENET'), ['Website'])
    assert.deepEqual(found('cafè'), ['Kassa'])
  })

  test('each typed word may match any word of client, project or task', ({ assert }) => {
    assert.deepEqual(found('planner globex'), ['Route planner API'])
    assert.deepEqual(found('api dev'), ['Route planner API'])
    assert.deepEqual(found('acme design'), [])
  })

  test('the start of a word ranks before the inside of one', ({ assert }) => {
    assert.equal(searchRank('plan', ['Route planner API']), 1)
    assert.equal(searchRank('anne', ['Route planner API']), 2)
    assert.equal(searchRank('rou', ['Route planner API']), 0)
    assert.isNull(searchRank('xyz', ['Route planner API']))
  })

  test('a blank search keeps every item in its order (recent first)', ({ assert }) => {
    assert.deepEqual(
      found('  '),
      pairs.map(({ project }) => project)
    )
    assert.deepEqual(
      searchItems(['Design b', 'Design a'], 'design', (name) => [name]),
      ['Design b', 'Design a']
    )
  })
})
