import 'reflect-metadata'
import cluster from 'node:cluster'
import type { Server } from 'node:http'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import {
  closeConnectionsAfterResponses,
  createNodeServer,
  destroyConnections,
} from '#start/node_server'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** After the connections are cut, the rest of the shutdown gets this long. */
const afterConnectionsCutMs = 5_000

/** An app process may get SIGTERM twice: from the primary and from the process manager. */
let shutdownStarted = false

/** Ends the process when it is still running `ms` from now, whatever holds it. */
function exitWithin(app: ApplicationService, ms: number) {
  setTimeout(async () => {
    const logger = await app.container.make('logger')
    logger.error('Still shutting down after %d seconds; exiting', ms / 1000)
    process.exit(1)
  }, ms).unref()
}

/**
 * Cuts the connections that outlasted SHUTDOWN_TIMEOUT. A request that loses its answer so
 * makes the exit code 1; an idle connection does not.
 */
async function cutConnections(app: ApplicationService, server: Server) {
  const unanswered = destroyConnections(server)
  if (unanswered === 0) return
  process.exitCode = 1
  const logger = await app.container.make('logger')
  logger.error('Shutdown timeout: %d requests cut off without an answer', unanswered)
}

/**
 * The HTTP server stops taking connections, answers the requests under way and closes each
 * keep-alive connection once it has no request left (start/node_server.ts); the event streams,
 * which last as long as their tabs, are closed at once. The background tasks the requests
 * started finish before the providers close the database and the mailers (the terminating hook
 * below). After SHUTDOWN_TIMEOUT seconds the connections left are cut.
 */
async function shutDown(app: ApplicationService) {
  if (shutdownStarted) return
  shutdownStarted = true
  const { default: env } = await import('#start/env')
  const timeoutMs = env.get('SHUTDOWN_TIMEOUT', 10) * 1000
  exitWithin(app, timeoutMs + afterConnectionsCutMs)
  const httpServer = await app.container.make('server')
  const server = httpServer.getNodeServer()
  if (server) {
    closeConnectionsAfterResponses(server)
    setTimeout(() => cutConnections(app, server), timeoutMs).unref()
  }
  const { closeEventStreams } = await import('#start/transmit')
  closeEventStreams()
  await app.terminate()
  // One of several app processes (start/cluster.ts) is held open by its channel to the primary.
  cluster.worker?.disconnect()
}

/** The app in this process: with PROCESSES=N, in each of the N app processes. */
function serve() {
  new Ignitor(APP_ROOT, { importer: IMPORTER })
    .tap((app) => {
      app.booting(async () => {
        await import('#start/env')
      })
      // Terminating hooks run last-registered first: this one after the HTTP server has closed.
      app.terminating(async () => {
        const { backgroundTasksFinished } = await import('#lib/background_tasks')
        await backgroundTasksFinished()
      })
      app.listen('SIGTERM', () => shutDown(app))
      app.listenIf(app.managedByPm2, 'SIGINT', () => shutDown(app))
    })
    .httpServer()
    .start(createNodeServer)
    .catch(async (error) => {
      await prettyPrintError(error)
      // Redis's connections, and for one of several app processes the channel to the primary,
      // would keep a process that failed to start (a port in use, say) running for ever.
      process.exit(1)
    })
}

import('#start/cluster')
  .then(({ serveWithProcesses }) => serveWithProcesses(serve))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
