import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import transmit from '@adonisjs/transmit/services/main'
import { holdsStream, relaySubscription, relaysSubscriptions } from '#lib/subscription_relay'

/**
 * A tab's (un)subscribe request for a stream this app process does not hold, which the library
 * would refuse or (unsubscribing) answer as done: authorised here as the library would (a
 * channel the user may not follow answers 400, as there), then passed on to the process that
 * holds the stream. A stream that no process holds answers 404, whether it never existed or is
 * another user's (see TransmitInputMiddleware): the answer tells nothing of other users' uids.
 */
export default class TransmitRelayMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { uid, channel } = ctx.request.only(['uid', 'channel'])
    if (ctx.request.method() !== 'POST' || holdsStream(uid)) return next()
    const subscribe = ctx.route?.pattern === '/__transmit/subscribe'
    if (subscribe && !(await transmit.getManager().verifyAccess(channel, ctx))) {
      return ctx.response.badRequest()
    }
    if (!relaysSubscriptions()) throw unknownStream()
    if (!(await relaySubscription({ uid, channel, subscribe }))) throw unknownStream()
    return ctx.response.noContent()
  }
}

/** Answered `{ message, code: 'E_NOT_FOUND' }` in the user's language, as any /__transmit 404. */
function unknownStream() {
  return new Exception('No such event stream', { status: 404 })
}
