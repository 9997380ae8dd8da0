import { extname, resolve, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * The server renderer of the visitors' pages, which the Vite plugin builds into public/ and the
 * app imports from there; it is the server's code, not the browser's.
 */
const serverRenderer = app.publicPath('assets', 'server') + sep

/** Whether a URL, decoded and resolved as the static middleware does, leads into the renderer. */
function reachesServerRenderer(url: string) {
  try {
    return resolve(app.publicPath(), `.${decodeURIComponent(url)}`).startsWith(serverRenderer)
  } catch {
    return false
  }
}

/** The static middleware, a singleton of the container, taken from it once. */
let files: StaticMiddleware | undefined

/**
 * Serves the files in public/, every one of which has a file name extension. Hourbook's own
 * routes have none, so their requests skip the file system lookup that the static middleware
 * would otherwise make for every URL. It takes nothing from the container per request, so the
 * container constructs it directly (patches/@adonisjs+fold).
 */
export default class PublicFilesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const url = ctx.request.url()
    if (!extname(url) || reachesServerRenderer(url)) return next()
    files ??= await app.container.make(StaticMiddleware)
    return files.handle(ctx, next)
  }
}
