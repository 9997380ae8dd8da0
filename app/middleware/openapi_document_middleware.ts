import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { openApiDocument, openApiDocumentPath } from '#openapi/document'

const body = JSON.stringify(openApiDocument)
const etag = `"${createHash('sha256').update(body).digest('base64url')}"`

/**
 * GET /api/v1/openapi.json: the API's OpenAPI document (app/openapi/document.ts), public and the
 * same for everyone. A server middleware, like /health, so that it needs no session and sets no
 * cookies, and caches may keep it: they revalidate with the ETag, which changes with the document.
 */
export default class OpenApiDocumentMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    if (request.url() !== openApiDocumentPath || !['GET', 'HEAD'].includes(request.method())) {
      return next()
    }
    response.header('Cache-Control', 'public, max-age=300, must-revalidate')
    response.header('ETag', etag)
    response.header('X-Content-Type-Options', 'nosniff')
    if (request.header('if-none-match') === etag) return response.notModified()
    response.header('Content-Type', 'application/json; charset=utf-8')
    response.send(body)
  }
}
