import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { eventStreamValidator, subscriptionValidator } from '#validators/transmit'

/**
 * The event stream's routes take their input unchecked, and a missing uid or a channel that is
 * not a string crashes them: refuse such input first. GET opens the stream; POST (un)subscribes.
 */
export default class TransmitInputMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const opensStream = ctx.request.method() === 'GET'
    await ctx.request.validateUsing(opensStream ? eventStreamValidator : subscriptionValidator)
    return next()
  }
}
