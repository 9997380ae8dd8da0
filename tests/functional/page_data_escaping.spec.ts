import { test } from '@japa/runner'
import Timer from '#models/timer'
import { Agent, type AgentResponse } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { password } from '#tests/support/accounts'
import { signedInAdmin, panelRoot } from '#tests/support/admin'
import { hostile, hostileWorld } from '#tests/support/hostile_text'

const pageScript = '<script data-page="app" type="application/json">'

/** The text of the page-data script, up to the first `</script>` as the HTML parser sees it. */
function embeddedPageJson(response: AgentResponse) {
  const start = response.text.indexOf(pageScript)
  if (start === -1) throw new Error(`No page data in ${response.text}`)
  const text = response.text.slice(start + pageScript.length)
  return text.slice(0, text.indexOf('</script>'))
}

async function signedInWithHostileData() {
  const world = await hostileWorld()
  await Timer.create({
    userId: world.user.id,
    projectId: world.project.id,
    taskId: world.task.id,
    comments: hostile.comments,
    startedAt: world.log.createdAt,
  })
  const agent = new Agent()
  await agent.login(world.user.email, password)
  return { agent, ...world }
}

test.group('Stored text in the HTML of the pages', (group) => {
  group.each.setup(() => resetAppState())

  test('{$self} writes its page data with <, >, & and the line separators escaped')
    .with([
      '/dashboard',
      '/time-logs',
      '/time-logs/create',
      '/time-logs/{id}/edit',
      '/profile',
      '/no-such-page',
    ])
    .run(async ({ assert }, path) => {
      const { agent, log } = await signedInWithHostileData()
      const response = await agent.get(path.replace('{id}', String(log.id)))
      const json = embeddedPageJson(response)

      assert.notMatch(json, /[<>&\u2028\u2029]/)
      assert.include(json, '\\u003c!--\\u003cscript\\u003e')
      const page = JSON.parse(json)
      assert.equal(page.props.auth.user.name, hostile.userName)
      assert.equal(page.props.timer.comments, hostile.comments)
      assert.include(response.text, `${json}</script>\n    <div id="app"></div>`)
    })

  test('the edit page and the dashboard carry the names and comments back unchanged', async ({
    assert,
  }) => {
    const { agent, log } = await signedInWithHostileData()

    const edit = JSON.parse(embeddedPageJson(await agent.get(`/time-logs/${log.id}/edit`)))
    assert.equal(edit.props.timeLog.comments, hostile.comments)
    assert.equal(edit.props.timeLog.project.name, hostile.projectName)
    assert.equal(edit.props.timeLog.task.name, hostile.taskName)

    const dashboard = embeddedPageJson(await agent.get('/dashboard'))
    assert.equal(JSON.parse(dashboard).props.today[0].comments, hostile.comments)
  })

  test('the admin panel page writes no stored text into its HTML', async ({ assert }) => {
    await hostileWorld()
    const { admin, agent } = await signedInAdmin({ name: hostile.userName })
    const response = await agent.get('/admin/users')

    assert.equal(response.status, 200)
    for (const text of Object.values(hostile)) assert.notInclude(response.text, text)
    assert.match(response.text, panelRoot(admin.id))
  })
})
