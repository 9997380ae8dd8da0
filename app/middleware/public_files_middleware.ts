import { extname } from 'node:path'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/**
 * Serves the files in public/, every one of which has a file name extension. Hourbook's own
 * routes have none, so their requests skip the file system lookup that the static middleware
 * would otherwise make for every URL.
 */
@inject()
export default class PublicFilesMiddleware {
  constructor(protected files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!extname(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
