import { test } from '@japa/runner'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import env from '#start/env'
import User from '#models/user'
import TimeLog from '#models/time_log'
import { userTokenAbilities } from '#shared/token_abilities'
import { Agent } from '#tests/support/agent'
import { json } from '#tests/support/admin'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { freePort, startServerProcess } from '#tests/support/app_server'

const serviceUnavailable = 'The service is briefly unavailable. Please try again in a moment.'

const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0
const postgres = env.get('DB_CONNECTION') === 'pg'

/** A Redis of the test's own, without persistence, on the port. */
async function startRedis(port: number) {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' }
  )
  const client = new Redis({ port, lazyConnect: true, retryStrategy: () => 100 })
  // Refused until the server listens: the PING waits for the retries.
  client.on('error', () => {})
  try {
    await client.ping()
  } finally {
    client.disconnect()
  }
  return server
}

function stopped(server: ChildProcess) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve(null)
    else server.once('exit', resolve)
  })
}

async function timed(url: string) {
  const started = Date.now()
  const response = await fetch(url, { headers: { Accept: 'text/html' } })
  return { status: response.status, text: await response.text(), ms: Date.now() - started }
}

/** Waits until the page answers 200 again, and says how long that took. */
async function recovered(url: string, withinMs: number) {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if ((await fetch(url)).status === 200) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

async function healthOf(baseUrl: string) {
  // /health reuses its answer for a second.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const response = await fetch(`${baseUrl}/health`)
  return {
    status: response.status,
    json: (await response.json()) as { checks: { redis?: string } },
  }
}

test.group('Redis down or frozen', () => {
  test('requests fail fast with 503 and recover by themselves', async ({ assert, cleanup }) => {
    const redisPort = await freePort()
    let redis = await startRedis(redisPort)
    const app = await startServerProcess(await freePort(), 'redis-faults-server.log', {
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    })
    cleanup(async () => {
      redis.kill('SIGCONT')
      redis.kill('SIGKILL')
      app.child.kill('SIGTERM')
      await Promise.all([stopped(redis), app.exited])
    })
    const page = `${app.baseUrl}/login`
    assert.equal((await timed(page)).status, 200)

    redis.kill('SIGSTOP')
    const whileFrozen = await timed(page)
    assert.equal(whileFrozen.status, 503)
    assert.isBelow(whileFrozen.ms, 2000)
    assert.include(whileFrozen.text, serviceUnavailable)
    const frozenHealth = await healthOf(app.baseUrl)
    assert.equal(frozenHealth.status, 503)
    assert.equal(frozenHealth.json.checks.redis, 'unreachable')
    redis.kill('SIGCONT')
    assert.isTrue(await recovered(page, 5000), 'no recovery after SIGCONT')

    redis.kill('SIGKILL')
    await stopped(redis)
    const whileDead = await timed(page)
    assert.equal(whileDead.status, 503)
    assert.isBelow(whileDead.ms, 2000)
    assert.include(whileDead.text, serviceUnavailable)
    const deadHealth = await healthOf(app.baseUrl)
    assert.equal(deadHealth.status, 503)
    assert.equal(deadHealth.json.checks.redis, 'unreachable')
    redis = await startRedis(redisPort)
    assert.isTrue(await recovered(page, 5000), 'no recovery after a restart')
    assert.equal((await healthOf(app.baseUrl)).status, 200)
  })
    .timeout(90_000)
    .skip(!postgres || !redisServerInstalled, 'needs PostgreSQL and redis-server')
})

type WriteAnswer = { index: number; status: number; body: unknown; ms: number }

test.group('Writes while Redis is down or frozen', (group) => {
  group.each.setup(() => resetAppState())

  test('a create is answered 201 only when stored, else 503 and absent, never held', async ({
    assert,
    cleanup,
  }) => {
    const user = await createUser()
    const { project, task } = await bookable([user])
    const token = (await User.accessTokens.create(user, [...userTokenAbilities])).value!.release()
    const redisPort = await freePort()
    let redis = await startRedis(redisPort)
    const app = await startServerProcess(await freePort(), 'redis-faults-writes.log', {
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
    })
    cleanup(async () => {
      redis.kill('SIGCONT')
      redis.kill('SIGKILL')
      app.child.kill('SIGTERM')
      await Promise.all([stopped(redis), app.exited])
    })
    // One client signed in with a session (kept in Redis), one with an access token.
    const agent = new Agent(app.baseUrl)
    await agent.login(user.email, password)

    const answers: WriteAnswer[] = []
    let next = 0
    const create = async (viaSession: boolean) => {
      const index = next++
      const fields = {
        project_id: project.id,
        task_id: task.id,
        date: daysAgo(1 + Math.floor(index / 20)),
        start_time: `${String(index % 20).padStart(2, '0')}:00`,
        stop_time: `${String(index % 20).padStart(2, '0')}:30`,
        comments: `write ${index}`,
      }
      const started = Date.now()
      if (viaSession) {
        const response = await json(agent, 'POST', '/api/time-logs', fields)
        answers.push({
          index,
          status: response.status,
          body: response.json,
          ms: Date.now() - started,
        })
        return
      }
      const response = await fetch(`${app.baseUrl}/api/time-logs`, {
        method: 'POST',
        headers: {
          'Accept': 'application/json',
          'Content-Type': 'application/json',
          'Authorization': `Bearer ${token}`,
        },
        body: JSON.stringify(fields),
      })
      answers.push({
        index,
        status: response.status,
        body: await response.json(),
        ms: Date.now() - started,
      })
    }
    const burst = () =>
      Promise.all([true, false, true, false].map((viaSession) => create(viaSession)))

    await burst()
    // Frozen with creates under way, then while it stays frozen.
    const underWay = burst()
    await sleep(5)
    redis.kill('SIGSTOP')
    await underWay
    await burst()
    redis.kill('SIGCONT')
    assert.isTrue(await recovered(`${app.baseUrl}/login`, 5000), 'no recovery after SIGCONT')
    await burst()
    // Gone with creates under way, then while it stays gone.
    const beforeDeath = burst()
    await sleep(5)
    redis.kill('SIGKILL')
    await beforeDeath
    await stopped(redis)
    await burst()
    redis = await startRedis(redisPort)
    assert.isTrue(await recovered(`${app.baseUrl}/login`, 5000), 'no recovery after a restart')
    await create(false)
    // A Redis without persistence came back empty: the session is gone, its client signed out.
    const signedOut = await json(agent, 'POST', '/api/time-logs', {})
    assert.equal(signedOut.status, 401)

    const stored = new Set(
      (await TimeLog.query().where('userId', user.id)).map((log) => log.comments)
    )
    const refused = answers.filter((answer) => answer.status !== 201)
    assert.isAbove(refused.length, 0, 'Redis down refused no create')
    assert.isAtLeast(answers.length - refused.length, 8, 'too few creates succeeded')
    for (const answer of answers) {
      assert.isBelow(answer.ms, 3000, `write ${answer.index} was held ${answer.ms} ms`)
      if (answer.status === 201) {
        assert.isTrue(stored.has(`write ${answer.index}`), `write ${answer.index} was lost`)
      } else {
        assert.equal(answer.status, 503, `write ${answer.index}: ${JSON.stringify(answer)}`)
        assert.deepEqual(answer.body, {
          message: serviceUnavailable,
          code: 'E_SERVICE_UNAVAILABLE',
        })
        assert.isFalse(stored.has(`write ${answer.index}`), `write ${answer.index} was stored`)
      }
    }
  })
    .timeout(90_000)
    .skip(!postgres || !redisServerInstalled, 'needs PostgreSQL and redis-server')
})
