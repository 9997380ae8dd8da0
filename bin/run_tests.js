/*
 * `npm test`: makes a fresh clone ready for the tests, then runs `node ace test` with the
 * arguments given. It generates the code the app imports (routes' registry, controllers'
 * index, page and data types) and builds the front end when its sources changed, which the
 * functional suite (server-rendered pages) and the browser suite need; a run of the unit suite
 * alone skips the build.
 */
import { spawn, spawnSync } from 'node:child_process'
import { constants } from 'node:os'
import { fileURLToPath } from 'node:url'
import { buildFrontEndWhenStale } from './front_end_build.js'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const args = process.argv.slice(2)
const testEnv = { ...process.env, NODE_ENV: 'test' }

function prepare() {
  const codegen = spawnSync(process.execPath, ['ace', 'codegen'], {
    stdio: 'inherit',
    env: testEnv,
  })
  if (codegen.status !== 0) return codegen.status ?? 1
  const suites = args.filter((arg) => ['unit', 'functional', 'browser'].includes(arg))
  const onlyUnit = suites.length > 0 && suites.every((suite) => suite === 'unit')
  return onlyUnit ? 0 : buildFrontEndWhenStale()
}

const prepared = prepare()
if (prepared !== 0) {
  console.error('npm test: generating code or building the front end failed')
  process.exit(prepared)
}

const tests = spawn(process.execPath, ['ace', 'test', ...args], { stdio: 'inherit', env: testEnv })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => tests.kill(signal))
tests.on('exit', (code, signal) => process.exit(code ?? 128 + constants.signals[signal]))
