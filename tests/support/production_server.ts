import { spawn } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import { once } from 'node:events'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  return port
}

/**
 * The app in its own process with NODE_ENV=production, on the test database, for what only
 * production does. It serves no front end: pages need a build, JSON routes such as /health do not.
 */
export async function startProductionServer() {
  const port = await freePort()
  mkdirSync(app.tmpPath(), { recursive: true })
  const log = openSync(app.tmpPath('production-server.log'), 'w')
  const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.appRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_KEY: env.get('APP_KEY').release(),
      LOG_LEVEL: 'warn',
      DB_CONNECTION: env.get('DB_CONNECTION', 'sqlite'),
      SQLITE_PATH: 'tmp/test.sqlite3',
      DB_DATABASE: env.get('DB_TEST_DATABASE', 'hourbook_test'),
      SMTP_HOST: env.get('SMTP_HOST'),
    },
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const exited = once(server, 'exit')
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      await fetch(`${baseUrl}/health`)
      return { baseUrl, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await stop()
  throw new Error(
    `The production server did not answer on ${baseUrl}: see tmp/production-server.log`
  )
}
