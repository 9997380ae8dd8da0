import { test } from '@japa/runner'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import env from '#start/env'
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
