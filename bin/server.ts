import 'reflect-metadata'
import cluster from 'node:cluster'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import { createNodeServer } from '#start/node_server'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** A shutdown must not outlast these: after the last connection ended, and after the signal. */
const afterLastConnectionMs = 10_000
const afterSignalMs = 30_000

/** Ends the process when it is still running `ms` from now, whatever holds it. */
function exitWithin(app: ApplicationService, ms: number) {
  setTimeout(async () => {
    const logger = await app.container.make('logger')
    logger.error('Still shutting down after %d seconds; exiting', ms / 1000)
    process.exit(1)
  }, ms).unref()
}

/**
 * The HTTP server stops taking connections, lets the in-flight requests finish and closes once
 * every connection has ended, so the event streams, which last as long as their tabs, are closed
 * first. The background tasks the requests started finish before the providers close the
 * database and the mailers (the terminating hook below).
 */
async function shutDown(app: ApplicationService) {
  exitWithin(app, afterSignalMs)
  const server = await app.container.make('server')
  server.getNodeServer()?.once('close', () => exitWithin(app, afterLastConnectionMs))
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
