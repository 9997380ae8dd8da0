import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { eventStreamValidator, subscriptionValidator } from '#validators/transmit'
import { eventStreamKeyOf } from '#auth/session_guard'

/**
 * The event stream's routes take their input unchecked, and a missing uid or a channel that is
 * not a string crashes them: refuse such input first. GET opens the stream; POST (un)subscribes.
 *
 * The library keeps streams by the uid the client sent, so anyone who learnt a uid could
 * (un)subscribe that stream, or open their own under it and take its next subscriptions. The
 * library gets the uid prefixed with the signed-in user's id and their session's key instead:
 * each session opens and addresses only its own streams, and another's uid names a stream that
 * does not exist.
 */
export default class TransmitInputMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const opensStream = ctx.request.method() === 'GET'
    const { uid } = await ctx.request.validateUsing(
      opensStream ? eventStreamValidator : subscriptionValidator
    )
    // The query string wins over the body in what the library reads.
    ctx.request.updateQs({
      ...ctx.request.qs(),
      uid: `${ctx.auth.getUserOrFail().id}:${eventStreamKeyOf(ctx)}:${uid}`,
    })
    return next()
  }
}
