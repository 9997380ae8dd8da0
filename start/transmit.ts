import app from '@adonisjs/core/services/app'
import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { timerChannel } from '#services/timer_service'

// The event stream's routes are registered in start/routes.ts, before the catch-all page.
transmit.authorize<{ id: string }>(
  timerChannel(':id'),
  (ctx: HttpContext, { id }) => ctx.auth.user?.id === Number(id)
)

// An open event stream would hold a terminating process until it ends; the clients reconnect.
app.terminating(() => {
  for (const [stream] of transmit.getManager().getAllSubscribers()) stream.end()
})
