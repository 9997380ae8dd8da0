/*
 * `npm start`, the quick start: makes a fresh clone ready (a .env with its own APP_KEY, the
 * database schema, demo data in an empty database, the front-end build) and runs the server.
 * Every step runs with this same Node binary, the Node 24 that comes with the project.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { constants } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { buildFrontEndWhenStale } from './front_end_build.js'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

function run(args, env = process.env) {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit', env })
  if (status !== 0) {
    console.error(`npm start: "node ${args.join(' ')}" failed`)
    process.exit(status ?? 1)
  }
}

function createEnvFileWhenMissing() {
  if (existsSync('.env')) return
  const example = readFileSync('.env.example', 'utf8')
  const key = randomBytes(32).toString('base64url')
  writeFileSync('.env', example.replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`), { mode: 0o600 })
  console.log('Created .env with a new APP_KEY')
}

createEnvFileWhenMissing()
mkdirSync('tmp', { recursive: true })
// The routes load the controllers through the generated index.
run(['ace', 'codegen'])
run(['ace', 'migration:run', '--force'])
// The seeder leaves a database that already has users alone, and never runs in production.
run(['ace', 'db:seed'])
if (buildFrontEndWhenStale() !== 0) {
  console.error('npm start: building the front end failed')
  process.exit(1)
}

const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
  stdio: 'inherit',
})
let serverRunning = true
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  serverRunning = false
  process.exit(code ?? 128 + constants.signals[signal])
})

// Process environment variables win over .env, as they do in the app.
const env = { ...parseEnv(readFileSync('.env', 'utf8')), ...process.env }
const host = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST || 'localhost'
const url = `http://${host}:${env.PORT || 3333}`

while (serverRunning) {
  const healthy = await fetch(`${url}/health`).then(
    (response) => response.ok,
    () => false
  )
  if (healthy) {
    console.log(`\n${env.APP_NAME || 'Hourbook'} is running at ${url}`)
    if (env.NODE_ENV !== 'production') {
      console.log('Demo logins (seeded into an empty database), password hourbook-demo:')
      console.log('  admin@hourbook.test (admin)\n  user@hourbook.test\n')
    }
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 250))
}
