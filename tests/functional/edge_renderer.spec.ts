import { test } from '@japa/runner'
import edge from 'edge.js'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'

/** Counts the Edge renderers made while `run` runs. */
async function renderersMade(run: () => Promise<unknown>) {
  const createRenderer = edge.createRenderer
  let made = 0
  edge.createRenderer = () => {
    made++
    return createRenderer.call(edge)
  }
  try {
    await run()
  } finally {
    edge.createRenderer = createRenderer
  }
  return made
}

test.group('Edge renderer', (group) => {
  group.each.setup(() => resetAppState())

  test('JSON and Inertia JSON answers make no Edge renderer; an HTML page makes one', async ({
    assert,
  }) => {
    const user = await createUser()
    const agent = new Agent().asInertia()
    await agent.login(user.email, password)
    await agent.get('/time-logs')

    assert.equal(await renderersMade(() => agent.get('/api/time-logs')), 0)
    assert.equal(await renderersMade(() => agent.get('/time-logs')), 0)
    assert.equal(await renderersMade(() => new Agent().get('/login')), 1)
  })
})
