import { Agent, request } from 'node:http'

type Answer = { status: number; body: string }

/** What the clients saw: the logs created with a 2xx answer, and the requests that failed. */
export type LoadOutcome = {
  createdIds: number[]
  answered: number
  failures: { method: string; code: string; reusedSocket: boolean }[]
}

/** The minute'th minute of a day as HH:MM. */
function clockTime(minute: number) {
  const hours = String(Math.floor(minute / 60)).padStart(2, '0')
  return `${hours}:${String(minute % 60).padStart(2, '0')}`
}

function send(
  agent: Agent,
  url: URL,
  method: string,
  token: string,
  body?: Record<string, unknown>
): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent,
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, body: text }))
        response.on('error', reject)
      }
    )
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket }))
    )
    if (!payload) return outgoing.end()
    // The body comes in two parts, as over a slow network: the request is under way between.
    outgoing.write(payload.slice(0, 10))
    setTimeout(() => outgoing.end(payload.slice(10)), 20)
  })
}

/**
 * Keep-alive clients, one connection and access token each, that until `stop()` or their first
 * failure create a time log on `connection` and list the logs, one request after another.
 */
export function keepAliveLoad(
  baseUrl: string,
  tokens: string[],
  connection: { projectId: number; taskId: number; date: string }
) {
  const outcome: LoadOutcome = { createdIds: [], answered: 0, failures: [] }
  let stopped = false

  const client = async (token: string) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (let minute = 0; !stopped && minute < 24 * 60 - 1; minute++) {
        for (const method of ['POST', 'GET']) {
          const answer = await send(
            agent,
            new URL('/api/time-logs', baseUrl),
            method,
            token,
            method === 'POST'
              ? {
                  project_id: connection.projectId,
                  task_id: connection.taskId,
                  date: connection.date,
                  start_time: clockTime(minute),
                  stop_time: clockTime(minute + 1),
                }
              : undefined
          ).catch((error: NodeJS.ErrnoException & { reusedSocket: boolean }) => {
            outcome.failures.push({
              method,
              code: error.code ?? error.message,
              reusedSocket: error.reusedSocket,
            })
            return null
          })
          if (!answer) return
          outcome.answered++
          if (method === 'POST' && answer.status === 201) {
            outcome.createdIds.push(JSON.parse(answer.body).data.id)
          }
        }
      }
    } finally {
      agent.destroy()
    }
  }

  const running = Promise.all(tokens.map(client))
  return {
    outcome,
    /** Stops the clients and waits for their last requests. */
    async stop() {
      stopped = true
      await running
      return outcome
    },
    finished: running.then(() => outcome),
  }
}
