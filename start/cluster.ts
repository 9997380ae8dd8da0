import cluster from 'node:cluster'
import { Logger } from '@adonisjs/core/logger'
import env from '#start/env'

/**
 * Why `count` app processes cannot run with this configuration, or null when they can. Several
 * processes share the data through PostgreSQL, and the sessions, the rate limits' counters and
 * the timer's events through Redis; a SQLite file, and the database's sessions and counters
 * without Redis, serve one process.
 */
function refusalToRun(
  count: number,
  { dbConnection, redisUrl }: { dbConnection: string; redisUrl?: string }
) {
  if (!Number.isInteger(count) || count < 1) {
    return `PROCESSES must be a whole number of at least 1, not ${count}`
  }
  if (count === 1) return null
  if (dbConnection !== 'pg') {
    return `PROCESSES=${count} needs PostgreSQL (DB_CONNECTION=pg): SQLite serves one app process`
  }
  if (!redisUrl) {
    return `PROCESSES=${count} needs REDIS_URL: the app processes share the sessions, the rate limits and the timer's events through Redis`
  }
  return null
}

/**
 * Runs `count` app processes that share the port (node:cluster hands each new connection to
 * the next one). A process that dies is replaced, unless it died before it listened: then the
 * next would too, so all stop. SIGTERM and SIGINT reach every process, which shut down
 * gracefully (bin/server.ts); this one exits when they all have, with 1 when one of them failed.
 */
function runAppProcesses(count: number) {
  const logger = new Logger({
    name: env.get('APP_NAME') || 'Hourbook',
    enabled: true,
    level: env.get('LOG_LEVEL') || 'info',
  })
  const listening = new Set<number>()
  let stopping = false
  let exitCode = 0

  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => !worker?.isDead())
  const stop = (code: number) => {
    stopping = true
    exitCode = Math.max(exitCode, code)
    if (running().length === 0) process.exit(exitCode)
    for (const worker of running()) worker?.process.kill('SIGTERM')
  }

  cluster.on('listening', (worker) => listening.add(worker.id))
  cluster.on('exit', (worker, code, signal) => {
    const died = { appProcess: worker.process.pid, code, signal }
    if (stopping) {
      if (code !== 0) {
        logger.error(died, 'An app process failed while shutting down')
        exitCode = 1
      }
      if (running().length === 0) process.exit(exitCode)
      return
    }
    if (!listening.has(worker.id)) {
      logger.fatal(died, 'An app process exited before it listened; stopping')
      return stop(1)
    }
    logger.error(died, 'An app process died; starting another')
    cluster.fork()
  })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0))

  logger.info('Starting %d app processes', count)
  for (let started = 0; started < count; started++) cluster.fork()
}

/**
 * `serve` runs the app in this process; with PROCESSES=N above 1, this process becomes the
 * primary of N app processes that each run `serve`. A configuration that cannot run them is
 * refused with a message and exit code 1.
 */
export function serveWithProcesses(serve: () => void) {
  if (cluster.isWorker) return serve()
  const count = env.get('PROCESSES', 1)
  const refusal = refusalToRun(count, {
    dbConnection: env.get('DB_CONNECTION', 'sqlite'),
    redisUrl: env.get('REDIS_URL'),
  })
  if (refusal) {
    console.error(refusal)
    process.exitCode = 1
    return
  }
  if (count === 1) return serve()
  runAppProcesses(count)
}
