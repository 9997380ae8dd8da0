import { test } from '@japa/runner'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'

test.group('Home page', (group) => {
  group.each.setup(() => resetAppState())

  test('a guest is offered both login and registration, which is open', async ({ assert }) => {
    const page = Agent.page(await new Agent().get('/'))
    assert.equal(page.component, 'home')
    assert.isTrue(page.props.canLogin)
    assert.isTrue(page.props.registrationOpen)
    assert.equal(await new Agent().statusOf('/register'), 200)
  })
})
