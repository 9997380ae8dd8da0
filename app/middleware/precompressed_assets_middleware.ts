import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import type { NextFn } from '@adonisjs/core/types/http'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** Brotli first: it is smaller; the build writes both next to every script and style sheet. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]

/**
 * Serves the front-end build's scripts and style sheets from the compressed copies the build
 * writes next to them, when the browser accepts them. Their names carry a content hash, so
 * browsers may keep them for a year. Everything else falls through to the static middleware.
 */
export default class PrecompressedAssetsMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    const url = request.url()
    const contentType = contentTypes[extname(url)]
    const isAsset = url.startsWith('/assets/') && !url.includes('..') && contentType
    if (!['GET', 'HEAD'].includes(request.method()) || !isAsset) return next()
    const accepted = request.header('accept-encoding') ?? ''
    for (const encoding of encodings) {
      if (!accepted.includes(encoding.name)) continue
      const file = app.publicPath(`${url.slice(1)}${encoding.suffix}`)
      const stats = await stat(file).catch(() => null)
      if (!stats?.isFile()) continue
      response.header('Content-Type', contentType)
      response.header('Content-Encoding', encoding.name)
      response.header('Content-Length', stats.size)
      response.header('Vary', 'Accept-Encoding')
      response.header('Cache-Control', 'public, max-age=31536000, immutable')
      if (request.method() === 'HEAD') return
      return response.stream(createReadStream(file))
    }
    return next()
  }
}
