import type { Socket } from 'node:net'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { timerChannel } from '#shared/channels'
import { startRelayingSubscriptions } from '#lib/subscription_relay'

// The event stream's routes are registered in start/routes.ts, before the catch-all page.
transmit.authorize<{ id: string }>(
  timerChannel(':id'),
  (ctx: HttpContext, { id }) => ctx.auth.user?.id === Number(id)
)

startRelayingSubscriptions()

const eventStreamSockets = new Set<Socket>()
let closing = false

transmit.on('connect', ({ context }) => {
  const socket = context.request.request.socket
  if (closing) return void socket.destroy()
  eventStreamSockets.add(socket)
  socket.once('close', () => eventStreamSockets.delete(socket))
})

/**
 * Closes the connection of every open event stream, and of every one opened from now on. An event
 * stream lasts as long as its tab, so a closing HTTP server would wait for the tabs to go away.
 * The clients reconnect, to another process. Closing the connection, not only ending the stream,
 * keeps a client from opening the next stream over the same kept-alive connection.
 */
export function closeEventStreams() {
  closing = true
  for (const socket of eventStreamSockets) socket.destroy()
}
