import type { redis } from '@adonisjs/transmit/transports/redis'

/**
 * Transmit subscribes its transport to Redis without waiting for the answer. A process told to
 * shut down before Redis answered (one just started, say) closes the connection under the
 * subscription, which then fails with "Connection is closed" and, unhandled, would end the
 * process with an error instead of cleanly. Once the transport disconnects, that failure is
 * expected and dropped; before, it still surfaces.
 */
export function shuttingDownQuietly(factory: ReturnType<typeof redis>) {
  return () => {
    const transport = factory()
    const subscribe = transport.subscribe.bind(transport)
    const disconnect = transport.disconnect.bind(transport)
    let disconnecting = false
    transport.subscribe = (channel, handler) =>
      subscribe(channel, handler).catch((error) => {
        if (!disconnecting) throw error
      })
    transport.disconnect = () => {
      disconnecting = true
      return disconnect()
    }
    return transport
  }
}
