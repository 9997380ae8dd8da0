import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import StoredSessionMiddleware from '@adonisjs/session/session_middleware'
import type {
  SessionConfig,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'
import { isBearerRequest } from '#auth/bearer'

/** A store that holds nothing: the session of a bearer request starts empty. */
const nothingStored: SessionStoreContract = {
  read: () => null,
  write: () => {},
  destroy: () => {},
  touch: () => {},
}

let sessionConfig: Promise<SessionConfig> | undefined

function resolvedSessionConfig() {
  sessionConfig ??= configProvider
    .resolve<SessionConfig>(app, app.config.get('session'))
    .then((config) => config!)
  return sessionConfig
}

/** The session package's middleware, a singleton of the container, taken from it once. */
let stored: StoredSessionMiddleware<Record<string, SessionStoreFactory>> | undefined

/**
 * The session package's middleware, except for bearer requests (app/auth/bearer.ts): they get a
 * session that lives for the request only. It starts empty whatever cookie came along, and it is
 * never committed, so nothing is read from or written to the store and no cookie is set; the
 * middleware and handlers that use the session work on it as usual. It takes nothing from the
 * container per request, so the container constructs it directly (patches/@adonisjs+fold).
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isBearerRequest(ctx)) {
      stored ??= await app.container.make(StoredSessionMiddleware)
      return stored.handle(ctx, next)
    }
    ctx.session = new Session(await resolvedSessionConfig(), () => nothingStored, emitter, ctx)
    await ctx.session.initiate(false)
    return next()
  }
}
