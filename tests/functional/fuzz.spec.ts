import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { Agent } from '#tests/support/agent'
import { resetAppState } from '#tests/support/database'
import { createUser, password } from '#tests/support/accounts'
import { json } from '#tests/support/admin'
import { bookable } from '#tests/support/bookable'
import { TimeLogFactory } from '#database/factories/time_log_factory'
import {
  describeRequest,
  discoverFields,
  fuzzRequests,
  problemWith,
  send,
  sweepRequests,
  type FuzzRecords,
} from '#tests/support/fuzz'

/** Fixed by default so that a failure comes back on the next run; vary it to explore further. */
const seed = Number(process.env.FUZZ_SEED ?? 1212)
/** Random requests per database, shared by the three roles, after the sweep of known offenders. */
const runs = Number(process.env.FUZZ_RUNS ?? 750)

const roles = ['guest', 'user', 'admin'] as const
type Role = (typeof roles)[number]

/** How often the role's session is checked: a fuzzed request may sign it out. */
const sessionCheckEvery = 10

test.group('Fuzzing every route with malformed requests', (group) => {
  let records: FuzzRecords
  const accounts = {} as Record<Exclude<Role, 'guest'>, User>

  group.setup(async () => {
    await resetAppState()
    accounts.user = await createUser()
    accounts.admin = await createUser({ role: 'admin' })
    const { client, project, task, connection } = await bookable([accounts.user, accounts.admin])
    const log = await TimeLogFactory.merge({
      userId: accounts.user.id,
      projectId: project.id,
      taskId: task.id,
    }).create()
    records = {
      userId: accounts.user.id,
      adminId: accounts.admin.id,
      clientId: client.id,
      projectId: project.id,
      taskId: task.id,
      connectionId: connection.id,
      timeLogId: log.id,
      password,
    }
  })

  /** A fresh session of the role for the agent; the account is first put back as it was. */
  async function signIn(role: Role, agent: Agent) {
    agent.cookies.clear()
    if (role === 'guest') {
      await agent.get('/login')
      return
    }
    const account = await User.findOrFail(accounts[role].id)
    await account.merge({ active: true, role: accounts[role].role, password }).save()
    await limiter.clear()
    await agent.login(account.email, password)
    if (role === 'admin') await agent.post('/confirm-password', { password })
  }

  async function stillSignedIn(agent: Agent, role: Role) {
    const check = {
      guest: () => agent.get('/login'),
      user: () => json(agent, 'GET', '/api/timer'),
      admin: () => json(agent, 'GET', '/api/admin/tasks?perPage=1'),
    }
    return (await check[role]()).status === 200
  }

  for (const [index, role] of roles.entries()) {
    test(`as ${role}: no 5xx, no SQL and no stack trace in any answer`, async ({ assert }) => {
      const agent = new Agent()
      await signIn(role, agent)
      const keepSignedIn = async () => {
        if (!(await stillSignedIn(agent, role))) await signIn(role, agent)
      }
      const routeFields = await discoverFields(agent, records, keepSignedIn)
      assert.isAbove(routeFields.size, 0, 'no route named the fields it reads')

      const requests = [
        ...sweepRequests(records, routeFields),
        ...fuzzRequests(records, routeFields, Math.ceil(runs / roles.length), seed + index),
      ]
      const failures: string[] = []
      for (const [sent, request] of requests.entries()) {
        if (sent % sessionCheckEvery === 0) await keepSignedIn()
        const problem = problemWith(await send(agent, request))
        if (problem) failures.push(`${problem}\n  ${describeRequest(request)}`)
      }
      assert.deepEqual(failures, [], `${failures.length} failures with FUZZ_SEED=${seed}`)
    }).timeout(150_000)
  }
})
