import { setTimeout as sleep } from 'node:timers/promises'
import type { Agent } from '#tests/support/agent'

export type EventStream = {
  status: number
  readUntil: (text: string, ms?: number) => Promise<string>
}

/**
 * Opens the agent's event stream `uid` at `baseUrl` (the agent's own server unless given),
 * closed when the test ends.
 */
export async function openEventStream(
  agent: Agent,
  uid: string,
  cleanup: (close: () => void) => void,
  baseUrl = agent.baseUrl
): Promise<EventStream> {
  const opened = new AbortController()
  const response = await fetch(`${baseUrl}/__transmit/events?uid=${uid}`, {
    headers: { Cookie: agent.cookieHeader() },
    signal: opened.signal,
  })
  cleanup(() => opened.abort())
  const reader = response.body!.getReader()
  return { status: response.status, readUntil: (text, ms) => readUntil(reader, text, ms) }
}

/** Reads an event stream until what it received contains `text`, for at most `ms`. */
export async function readUntil(
  stream: ReadableStreamDefaultReader<Uint8Array>,
  text: string,
  ms = 10_000
) {
  const decoder = new TextDecoder()
  const timedOut = sleep(ms).then(() => null)
  let received = ''
  while (!received.includes(text)) {
    const read = await Promise.race([stream.read(), timedOut])
    if (!read || read.done) break
    received += decoder.decode(read.value, { stream: true })
  }
  return received
}
