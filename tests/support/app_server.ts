import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** Runs a command with the project's Node and fails loudly when it fails. */
function run(args: string[], extraEnv: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: app.appRoot,
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))
    )
  })
}

/** The newest modification time of the files under a directory. */
function newestChange(directory: string): number {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0
    )
}

/** Builds the front end when there is no build or its sources changed after the last one. */
async function buildFrontEndWhenStale() {
  const manifest = app.publicPath('assets/.vite/manifest.json')
  if (existsSync(manifest)) {
    const sources = ['inertia', 'admin', 'resources/lang'].map((path) => app.makePath(path))
    const built = statSync(manifest).mtimeMs
    if (sources.every((directory) => newestChange(directory) < built)) return
  }
  await run(['ace', 'codegen'])
  await run(['node_modules/vite/bin/vite.js', 'build'], { NODE_ENV: 'production' })
}

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

/**
 * The browser suite drives the built app as it runs in production, in its own process,
 * against the test database that the test process also reads and writes.
 */
export async function startAppServer() {
  await buildFrontEndWhenStale()
  mkdirSync(app.tmpPath(), { recursive: true })
  const log = openSync(app.tmpPath('browser-server.log'), 'w')
  const port = env.get('BROWSER_TEST_PORT', 3335)
  const dbConnection = env.get('DB_CONNECTION', 'sqlite')
  const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
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
    },
  })
  const baseUrl = `http://localhost:${port}`
  process.env.BROWSER_BASE_URL = baseUrl
  await waitForHealth(`${baseUrl}/health`, 60_000)
  return () => {
    server.kill('SIGTERM')
  }
}
