import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'

export type Measurement = {
  name: string
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
  /** The server process's user + system CPU time over the window, per request (ms). */
  cpuMs: number
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on Linux. */
const ticksPerSecond = 100

function ownCpuTime(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}

function childrenOf(pid: number) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
  return children ? children.split(' ').map(Number) : []
}

/**
 * User + system CPU time so far, in ms, of a process and the processes it started (the app
 * processes of `PROCESSES=N`), from /proc.
 */
export function cpuTime(pid: number): number {
  return childrenOf(pid).reduce((sum, child) => sum + cpuTime(child), ownCpuTime(pid))
}

function percentile(sorted: number[], fraction: number) {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

const agent = new Agent({ keepAlive: true })

/**
 * One request over a kept-alive connection, resolving to the status once the whole body
 * arrived. node:http itself rather than fetch: fetch costs the client about twice as much CPU
 * per request, which on a small machine is taken from the server being measured.
 */
export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {}
) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      response.on('data', () => {})
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    // A kept-alive connection the server closed as idle (a slow run under valgrind leaves them
    // idle for seconds) resets on reuse before the request reached it: send it again.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') {
        resolve(send(url, { method, headers, body }))
      } else {
        reject(error)
      }
    })
    outgoing.end(body)
  })
}

/**
 * Sends requests from `concurrency` loops for a fixed time, after a short warm-up, and reports
 * latency percentiles (ms), throughput and the CPU time per request of the server process
 * `pid`. `sendOne` gets a running number per loop and the loop's number. A non-2xx answer
 * counts as an error.
 */
export async function measure(
  name: string,
  pid: number,
  sendOne: (index: number, loop: number) => Promise<number>,
  { concurrency = 10, seconds = 10, warmupSeconds = 2 } = {}
): Promise<Measurement> {
  const indexes = Array.from({ length: concurrency }, () => 0)
  const run = async (
    loop: number,
    until: number,
    latencies?: number[],
    failures?: { count: number }
  ) => {
    while (performance.now() < until) {
      const started = performance.now()
      const status = await sendOne(indexes[loop]++, loop)
      if ((status < 200 || status > 299) && failures) failures.count++
      latencies?.push(performance.now() - started)
    }
  }
  const warmupEnd = performance.now() + warmupSeconds * 1000
  await Promise.all(Array.from({ length: concurrency }, (_, loop) => run(loop, warmupEnd)))

  const latencies: number[] = []
  const failures = { count: 0 }
  const cpuBefore = cpuTime(pid)
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, (_, loop) => run(loop, end, latencies, failures))
  )
  const elapsed = (performance.now() - started) / 1000
  const cpuMs = cpuTime(pid) - cpuBefore
  latencies.sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    name,
    requests: latencies.length,
    errors: failures.count,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    cpuMs: Math.round((cpuMs / latencies.length) * 1000) / 1000,
  }
}
