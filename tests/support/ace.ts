import { spawn } from 'node:child_process'
import app from '@adonisjs/core/services/app'

export type Finished = { code: number | null; signal: NodeJS.Signals | null; output: string }

/** How long a command may run before it is killed. */
export const aceLimitSeconds = 60

/**
 * Runs `node ace ...args` in its own process, with this run's environment (its database, and
 * REDIS_URL when the run has one), answering each prompt as it appears. A command still running
 * after `aceLimitSeconds` is killed.
 */
export function ace(args: string[], answers: [prompt: string, answer: string][] = []) {
  return new Promise<Finished>((resolve) => {
    const child = spawn(process.execPath, ['ace', ...args], { cwd: app.appRoot, stdio: 'pipe' })
    const killer = setTimeout(() => child.kill('SIGKILL'), aceLimitSeconds * 1000)
    const pending = [...answers]
    let output = ''
    let answeredUpTo = 0
    const read = (chunk: Buffer) => {
      output += chunk
      if (pending.length && output.indexOf(pending[0][0], answeredUpTo) !== -1) {
        answeredUpTo = output.length
        child.stdin.write(`${pending.shift()![1]}\r`)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code, signal) => {
      clearTimeout(killer)
      resolve({ code, signal, output })
    })
  })
}
