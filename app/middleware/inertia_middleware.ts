import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { locales, resolveLocale } from '#lib/locales'
import { flashColours } from '#auth/flash'
import { viewAdmin } from '#abilities/main'
import { runningTimer } from '#services/timer'
import UserTransformer from '#transformers/user_transformer'
import TimerTransformer from '#transformers/timer_transformer'
import { clearHistoryFlashKey } from '#auth/session_guard'
import { calendar, registration } from '#config/app'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /** The props every page receives. */
  async share(ctx: HttpContext) {
    // share() may run before the other middleware did (for example on an early error).
    const { session, auth, i18n, bouncer } = ctx as Partial<HttpContext>
    const user = auth?.user
    // A server error's page reads nothing more: the database may be what failed.
    const serverErrorPage = ctx.response.getStatus() >= 500

    return {
      auth: ctx.inertia.always({
        user: user ? new UserTransformer(user).toObject() : null,
        can: { 'view-admin': user && bouncer ? await bouncer.allows(viewAdmin) : false },
      }),
      locale: ctx.inertia.always(resolveLocale([i18n?.locale, session?.get('locale')])),
      locales: ctx.inertia.always(locales),
      // The installation's first day of the week (WEEK_START), whatever the language.
      weekStart: ctx.inertia.always(calendar.weekStart),
      // Whether visitors may make their own account (REGISTRATION): pages link to /register then.
      registrationOpen: ctx.inertia.always(registration.open),
      flash: ctx.inertia.always(flashColours(session)),
      timer: ctx.inertia.always(
        user && !serverErrorPage ? TimerTransformer.transform(await runningTimer(user)) : null
      ),
      errors: ctx.inertia.always(session ? this.getValidationErrors(ctx) : {}),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    if (ctx.session.flashMessages.has(clearHistoryFlashKey)) ctx.inertia.clearHistory()
    const output = await next()
    this.dispose(ctx)
    encodeInertiaLocation(ctx)
    return output
  }
}

/**
 * Inertia names the page to load in full by the request's decoded URL, but a header carries
 * ASCII only: Node refuses to write a response with anything else, leaving the client unanswered.
 */
function encodeInertiaLocation({ response }: HttpContext) {
  const location = response.getHeader('x-inertia-location')
  if (typeof location === 'string') {
    response.header(
      'x-inertia-location',
      location.replace(/[^\x20-\x7e]+/g, (characters) => encodeURIComponent(characters))
    )
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
