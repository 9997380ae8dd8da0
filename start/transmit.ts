import transmit from '@adonisjs/transmit/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { middleware } from '#start/kernel'
import { timerChannel } from '#services/timer_service'

// The event stream and its subscriptions are background requests: they must not use up flash messages.
transmit.registerRoutes((route) => {
  route.use([middleware.keepFlash(), middleware.auth(), middleware.verified()])
})

transmit.authorize<{ id: string }>(
  timerChannel(':id'),
  (ctx: HttpContext, { id }) => ctx.auth.user?.id === Number(id)
)
