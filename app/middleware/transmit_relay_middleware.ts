import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import transmit from '@adonisjs/transmit/services/main'
import { holdsStream, relaySubscription, relaysSubscriptions } from '#lib/subscription_relay'

/**
 * A tab's (un)subscribe request that reaches an app process other than the one holding its
 * event stream, which the library would refuse: authorised here as the library would, then
 * passed on to the process that holds the stream.
 */
export default class TransmitRelayMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { uid, channel } = ctx.request.only(['uid', 'channel'])
    if (ctx.request.method() !== 'POST' || !relaysSubscriptions() || holdsStream(uid)) {
      return next()
    }
    const subscribe = ctx.route?.pattern === '/__transmit/subscribe'
    if (subscribe && !(await transmit.getManager().verifyAccess(channel, ctx))) {
      return ctx.response.badRequest()
    }
    await relaySubscription({ uid, channel, subscribe })
    return ctx.response.noContent()
  }
}
