import { randomUUID } from 'node:crypto'
import redis from '@adonisjs/redis/services/main'
import transmit from '@adonisjs/transmit/services/main'
import transmitConfig from '#config/transmit'

/** Subscribing an event stream to a channel, or unsubscribing it. */
type StreamSubscription = { uid: string; channel: string; subscribe: boolean }

type Relayed = StreamSubscription & { id: string }
type Reply = { id: string; held: boolean }

/**
 * Only the app process that holds an event stream can subscribe it to a channel. Behind a load
 * balancer without sticky sessions, a tab's subscribe request may reach another process: that
 * one passes it on through Redis, the process that holds the stream applies it, and every
 * process answers whether it held the stream. With the Redis transport only, that is with
 * several processes.
 */
const relayChannel = transmitConfig.transport
  ? `${transmitConfig.transport.channel}::subscriptions`
  : null
const replyChannel = `${relayChannel}::replies`

/** How long a relayed subscription waits for a process that does not answer. */
const replyTimeoutMs = 5000

const heldStreams = new Set<string>()
const awaitingReplies = new Map<string, (reply: Reply) => void>()

/** Whether a subscription for a stream this process does not hold goes to the others. */
export function relaysSubscriptions() {
  return relayChannel !== null
}

export function holdsStream(uid: string) {
  return heldStreams.has(uid)
}

/** Keeps track of the streams this process holds and applies what the others pass on. */
export function startRelayingSubscriptions() {
  transmit.on('connect', ({ uid }) => heldStreams.add(uid))
  transmit.on('disconnect', ({ uid }) => heldStreams.delete(uid))
  if (!relayChannel) return
  redis.subscribe(relayChannel, async (message) => {
    const { id, uid, channel, subscribe } = JSON.parse(message) as Relayed
    const held = heldStreams.has(uid)
    // The process that passed it on has authorised the channel.
    if (held && subscribe) await transmit.subscribe({ uid, channel, skipAuthorization: true })
    if (held && !subscribe) await transmit.unsubscribe({ uid, channel })
    await redis.publish(replyChannel, JSON.stringify({ id, held } satisfies Reply))
  })
  redis.subscribe(replyChannel, (message) => {
    const reply = JSON.parse(message) as Reply
    awaitingReplies.get(reply.id)?.(reply)
  })
}

/**
 * Passes an authorised subscription on to every process and resolves whether one of them held
 * its stream and applied it, once they all answered. Redis delivers it before anything
 * published after this resolves, such as the channel's next event.
 */
export async function relaySubscription(subscription: StreamSubscription) {
  const id = randomUUID()
  let replies = 0
  let processes = Number.POSITIVE_INFINITY
  let settle!: (held: boolean) => void
  const held = new Promise<boolean>((resolve) => (settle = resolve))
  const timeout = setTimeout(() => settle(false), replyTimeoutMs)
  const settleOnceAllReplied = () => replies >= processes && settle(false)
  awaitingReplies.set(id, (reply) => {
    replies++
    if (reply.held) settle(true)
    else settleOnceAllReplied()
  })
  try {
    processes = await redis.publish(relayChannel!, JSON.stringify({ ...subscription, id }))
    settleOnceAllReplied()
    return await held
  } finally {
    clearTimeout(timeout)
    awaitingReplies.delete(id)
  }
}
