import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

type DatabaseHealth = 'ok' | 'unwritable' | 'unreachable'
type RedisHealth = 'ok' | 'unreachable'

type Health = {
  healthy: boolean
  checks: { database: DatabaseHealth; redis?: RedisHealth }
}

/** How long a part may take to answer before it counts as down. */
const answerWithinMs = 500

/** Load balancers probe often, and several of them: one check a second is answer enough. */
const reuseForMs = 1000

let latest: { at: number; health: Promise<Health> } | undefined

/** Settles false when the work has not succeeded within the time. */
async function succeedsWithin(work: () => Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)))
  try {
    return await Promise.race([work().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether the database takes a write: a one-row upsert that commits, since a read-only or full
 * database still answers reads. When even a read fails, it is unreachable.
 */
async function databaseHealth(): Promise<DatabaseHealth> {
  const write = () =>
    db.rawQuery(
      `INSERT INTO health_probes (id, probed_at) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at`,
      [Date.now()]
    )
  if (await succeedsWithin(write, answerWithinMs)) return 'ok'
  const read = () => db.rawQuery('select 1')
  return (await succeedsWithin(read, answerWithinMs)) ? 'unwritable' : 'unreachable'
}

async function redisHealth(): Promise<RedisHealth> {
  return (await succeedsWithin(() => redis.ping(), answerWithinMs)) ? 'ok' : 'unreachable'
}

async function check(): Promise<Health> {
  const [database, redisCheck] = await Promise.all([
    databaseHealth(),
    env.get('REDIS_URL') ? redisHealth() : undefined,
  ])
  const checks = { database, ...(redisCheck ? { redis: redisCheck } : {}) }
  return { healthy: Object.values(checks).every((result) => result === 'ok'), checks }
}

/** The health of the database and, when configured, Redis: checked at most once a second. */
export function health() {
  if (!latest || Date.now() - latest.at >= reuseForMs) {
    latest = { at: Date.now(), health: check() }
  }
  return latest.health
}
