import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { existsSync, mkdirSync, openSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The app server did not answer ${url} within ${timeoutMs} ms`)
}

type ServerProcess = {
  baseUrl: string
  child: ChildProcess
  /** The exit code, once the process has exited. */
  exited: Promise<number | null>
}

/**
 * Spawns the built app as it runs in production (bin/server.ts), in its own process, against
 * the test database that the test process also reads and writes, with `overrides` in its
 * environment. Its output goes to tmp/`logName`.
 */
export function spawnServerProcess(
  port: number,
  logName: string,
  overrides: Record<string, string> = {}
): ServerProcess {
  mkdirSync(app.tmpPath(), { recursive: true })
  const log = openSync(app.tmpPath(logName), 'w')
  const dbConnection = env.get('DB_CONNECTION', 'sqlite')
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.appRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: 'localhost',
      APP_KEY: env.get('APP_KEY').release(),
      LOG_LEVEL: 'warn',
      DEMO: 'false',
      DB_CONNECTION: dbConnection,
      SQLITE_PATH: 'tmp/test.sqlite3',
      DB_DATABASE: env.get('DB_TEST_DATABASE', 'hourbook_test'),
      SMTP_HOST: env.get('SMTP_HOST'),
      SMTP_PORT: String(env.get('SMTP_PORT')),
      MAIL_FROM: env.get('MAIL_FROM'),
      HIBP_URL: env.get('HIBP_URL'),
      ...overrides,
    },
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { baseUrl: `http://localhost:${port}`, child, exited }
}

/** Waits until a spawned server answers anything at all, /health with 503 included. */
export async function untilListening(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answered = await fetch(`${server.baseUrl}/health`).then(
      () => true,
      () => false
    )
    if (answered) return
    if (server.child.exitCode !== null) {
      throw new Error(`The app server exited with ${server.child.exitCode}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The app server did not answer within ${timeoutMs} ms`)
}

/** Spawns the app as spawnServerProcess does and waits until it answers. */
export async function startServerProcess(
  port: number,
  logName: string,
  overrides: Record<string, string> = {}
): Promise<ServerProcess> {
  const server = spawnServerProcess(port, logName, overrides)
  await Promise.race([
    waitForHealth(`${server.baseUrl}/health`, 60_000),
    server.exited.then((code) => {
      throw new Error(`The app server exited with ${code}; see tmp/${logName}`)
    }),
  ])
  return server
}

/** A port that nothing listens on at the moment. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
    probe.once('error', reject)
  })
}

/** The browser suite drives the built app in its own process. */
export async function startAppServer() {
  if (!existsSync(app.publicPath('assets/server/.vite/manifest.json'))) {
    throw new Error('There is no front-end build: run the tests with npm test, which builds it')
  }
  // Its webhooks go to receivers the tests run on the loopback address.
  const { baseUrl, child } = await startServerProcess(
    env.get('BROWSER_TEST_PORT', 3335),
    'browser-server.log',
    { WEBHOOKS_ALLOW_PRIVATE: 'true' }
  )
  process.env.BROWSER_BASE_URL = baseUrl
  return () => {
    child.kill('SIGTERM')
  }
}

/**
 * An app server as startServerProcess spawns it, whose clock read `at` when it was spawned and
 * runs on from there (tests/support/shifted_clock.ts); for a test of how the app behaves at a
 * given hour. `now` answers the server's current instant, for a browser's clock to match it.
 */
export async function startShiftedServer(at: Date, logName: string) {
  const preload = pathToFileURL(app.makePath('tests/support/shifted_clock.ts')).href
  const shift = at.getTime() - Date.now()
  const server = await startServerProcess(await freePort(), logName, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    CLOCK_SHIFT_MS: String(shift),
  })
  return { ...server, now: () => new Date(Date.now() + shift) }
}
