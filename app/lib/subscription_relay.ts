import redis from '@adonisjs/redis/services/main'
import transmit from '@adonisjs/transmit/services/main'
import transmitConfig from '#config/transmit'

/** Subscribing an event stream to a channel, or unsubscribing it. */
export type StreamSubscription = { uid: string; channel: string; subscribe: boolean }

/**
 * Only the app process that holds an event stream can subscribe it to a channel. Behind a load
 * balancer without sticky sessions, a tab's subscribe request may reach another process: that
 * one passes it on through Redis, and the process that holds the stream applies it. With the
 * Redis transport only, that is with several processes.
 */
const relayChannel = transmitConfig.transport
  ? `${transmitConfig.transport.channel}::subscriptions`
  : null

const heldStreams = new Set<string>()

/** Whether a subscription for a stream this process does not hold goes to the others. */
export function relaysSubscriptions() {
  return relayChannel !== null
}

export function holdsStream(uid: string) {
  return heldStreams.has(uid)
}

/** Keeps track of the streams this process holds and applies what the others pass on. */
export function startRelayingSubscriptions() {
  if (!relayChannel) return
  transmit.on('connect', ({ uid }) => heldStreams.add(uid))
  transmit.on('disconnect', ({ uid }) => heldStreams.delete(uid))
  redis.subscribe(relayChannel, (message) => {
    const { uid, channel, subscribe } = JSON.parse(message) as StreamSubscription
    if (!heldStreams.has(uid)) return
    // The process that passed it on has authorised it.
    void (subscribe
      ? transmit.subscribe({ uid, channel, skipAuthorization: true })
      : transmit.unsubscribe({ uid, channel }))
  })
}

/**
 * Passes an authorised subscription on to the process that holds its stream. Redis delivers
 * it before anything published after this resolves, such as the channel's next event.
 */
export async function relaySubscription(subscription: StreamSubscription) {
  await redis.publish(relayChannel!, JSON.stringify(subscription))
}
