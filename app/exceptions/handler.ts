import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { Exception } from '@adonisjs/core/exceptions'
import { resolveLocale } from '#lib/locales'
import { isServiceUnavailable } from '#lib/service_unavailable'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

/** The code of every 503: the database or Redis is unreachable, or the database unwritable. */
const unavailableCode = 'E_SERVICE_UNAVAILABLE'

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** The request id is the client's own X-Request-Id when it sends one. */
function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character])
}

type HttpError = { status: number; code?: string; message: string; messages?: unknown }

/** Field → messages, the shape every JSON API answers 422 with. */
function groupFieldErrors(messages: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (!Array.isArray(messages)) return errors
  for (const { field, message } of messages as { field: string; message: string }[]) {
    ;(errors[field] ??= []).push(message)
  }
  return errors
}

/**
 * A value the database cannot take: PostgreSQL's data exceptions (SQLSTATE class 22, such as an
 * integer out of range or a NUL byte) and SQLite's too-big and mismatch errors. Validation
 * refuses these first; whatever still slips through is the client's input, not a crash.
 */
function isRefusedValue(code: unknown) {
  return (
    typeof code === 'string' &&
    (/^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH')
  )
}

/**
 * The code of an /api error answer (docs/api.md "Errors"): fixed per status for the statuses
 * the API documents, else the code the error was raised with.
 */
function apiErrorCode(error: HttpError, status: number) {
  if (error.code === unavailableCode) return unavailableCode
  if (status >= 500) return 'E_SERVER_ERROR'
  switch (status) {
    case 401:
      return 'E_UNAUTHORIZED_ACCESS'
    case 403:
      return error.code === 'E_MISSING_ABILITY' ? error.code : 'E_FORBIDDEN'
    case 404:
      return 'E_NOT_FOUND'
    case 409:
      return error.code ?? 'E_CONFLICT'
    case 422:
      return 'E_VALIDATION_ERROR'
    case 429:
      return 'E_TOO_MANY_REQUESTS'
    default:
      return error.code ?? 'E_BAD_REQUEST'
  }
}

/**
 * Statuses whose framework errors carry English, technical messages ("Row not found", "Cannot
 * GET:/api/x"): /api answers them with a translated message of its own.
 */
const apiMessageKeys: Record<number, string> = {
  401: 'messages.unauthenticated',
  404: 'messages.not_found',
  422: 'messages.validation_failed',
  429: 'messages.too_many_requests',
}

type ClientMistake = { status: number; code: string; messageKey: string }

/** Errors that what the client sent caused, though nothing raised them as HTTP errors. */
function clientMistakeOf(error: unknown): ClientMistake | null {
  const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown }
  if (isRefusedValue(code)) {
    return { status: 400, code: 'E_INVALID_VALUE', messageKey: 'messages.invalid_value' }
  }
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE') {
    return { status: 413, code, messageKey: 'messages.request_too_large' }
  }
  // The body parser's answer to a body that is not JSON.
  if (error instanceof SyntaxError && status === 400) {
    return { status: 400, code: 'E_INVALID_JSON', messageKey: 'messages.invalid_json' }
  }
  // Its answer to a bare JSON value (`42`): a 422 that names no field.
  if (error instanceof Exception && status === 422 && code === undefined) {
    return { status: 400, code: 'E_BAD_BODY', messageKey: 'messages.body_not_structured' }
  }
  return null
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces and the text of unexpected errors are shown in development only. */
  protected debug = app.inDev

  /** Answers to the client's own mistakes are not worth a log line. */
  protected ignoreStatuses = [400, 401, 403, 404, 409, 413, 419, 422, 423, 429]

  /** Development keeps the detailed page for crashes; everything else gets the product's error page. */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '400..499': (error, ctx) => this.renderErrorPage(error.status, ctx),
    ...(app.inDev
      ? {}
      : {
          '500..599': (error, ctx) =>
            this.renderErrorPage(
              error.status,
              ctx,
              error.code === unavailableCode ? error.message : undefined
            ),
        }),
  }

  async handle(error: unknown, ctx: HttpContext) {
    const httpError = this.toHttpError(this.asKnownError(error, ctx)) as HttpError
    const status = httpError.status >= 400 ? httpError.status : 500
    const requestId = ctx.request.id()
    if (status >= 500 && requestId) ctx.response.header('x-request-id', requestId)
    try {
      await this.answer(httpError, ctx)
    } catch (failure) {
      // Rendering the answer failed too (the error page's own reads, say): the plain page, which
      // reads nothing and never carries the failure's text.
      ctx.logger.error({ err: failure }, 'The error answer could not be rendered')
      ctx.response.status(status).send(this.plainErrorPage(status, ctx))
    }
  }

  private async answer(httpError: HttpError, ctx: HttpContext) {
    if (httpError.code === 'E_BAD_CSRF_TOKEN') {
      return this.sessionExpired(ctx)
    }
    if (this.isApiRequest(ctx)) {
      return this.renderApiError(httpError, ctx)
    }
    await super.handle(this.withoutDetails(httpError, ctx), ctx)
    if (httpError.code === 'E_UNAUTHORIZED_ACCESS') this.withoutQueryString(ctx)
  }

  /**
   * The sign-in redirect goes to the bare login page: the guard would carry the page's query
   * string there (a verification link's signature), where it means nothing. The intended URL
   * keeps it, for after the login.
   */
  private withoutQueryString({ response }: HttpContext) {
    const location = response.getHeader('location')
    if (typeof location === 'string') response.header('location', location.split('?')[0])
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(this.asKnownError(error, ctx), ctx)
  }

  /** The event stream's routes answer like the JSON API: their client is a script, not a page. */
  private isApiRequest(ctx: HttpContext) {
    const url = ctx.request.url()
    return url.startsWith('/api/') || url === '/api' || url.startsWith('/__transmit/')
  }

  /**
   * The database or Redis not answering, or the database not taking a write, is 503 with a
   * message in the client's language, never 2xx, and is logged with its cause.
   */
  private asKnownError(error: unknown, ctx: HttpContext) {
    if (!isServiceUnavailable(error)) return this.asClientError(error, ctx)
    const message = this.translate(ctx, 'messages.service_unavailable')
    return new Exception(message, { status: 503, code: unavailableCode, cause: error })
  }

  /** Errors caused by what the client sent answer 4xx with a message in the client's language. */
  private asClientError(error: unknown, ctx: HttpContext) {
    const mistake = clientMistakeOf(error)
    if (!mistake) return error
    const { status, code, messageKey } = mistake
    return new Exception(this.translate(ctx, messageKey), { status, code })
  }

  /** Outside development an unexpected error says only that something went wrong, in every format. */
  private withoutDetails(error: HttpError, ctx: HttpContext) {
    if (error.status < 500 || this.debug || error.code === unavailableCode) return error
    return new Exception(this.translate(ctx, 'messages.generic_error'), { status: error.status })
  }

  /** A missing or forged CSRF token: 419, as JSON (the portal shows it as a toast). */
  private sessionExpired(ctx: HttpContext) {
    const message = this.translate(ctx, 'messages.session_expired')
    if (
      this.isApiRequest(ctx) ||
      ctx.request.header('x-inertia') ||
      ctx.request.accepts(['html', 'json']) === 'json'
    ) {
      return ctx.response.status(419).send({ message, code: 'E_BAD_CSRF_TOKEN' })
    }
    return this.renderErrorPage(419, ctx)
  }

  /**
   * Every /api error answers `{ message, code }`, and a 422 adds `errors`, field → messages.
   */
  private renderApiError(error: HttpError, ctx: HttpContext) {
    const status = error.status >= 400 ? error.status : 500
    const key =
      error.code === unavailableCode
        ? 'messages.service_unavailable'
        : status >= 500 && !this.debug
          ? 'messages.generic_error'
          : apiMessageKeys[status]
    const message = key
      ? this.translate(ctx, key)
      : error.message || this.translate(ctx, 'messages.generic_error')
    const code = apiErrorCode(error, status)
    if (error.code === 'E_VALIDATION_ERROR') {
      const errors = groupFieldErrors(error.messages)
      return ctx.response.status(422).send({ message, code, errors })
    }
    return ctx.response.status(status).send({ message, code })
  }

  /**
   * The status goes first: the shared page props read nothing more for a server error. A 404
   * says that the address leads nowhere, whether no route or no record answered it.
   */
  private async renderErrorPage(status: number, ctx: HttpContext, message?: string) {
    ctx.response.status(status)
    const requestId = status >= 500 ? ctx.request.id() : undefined
    const text =
      status === 404 && !message ? this.translate(ctx, 'messages.page_not_found_text') : message
    const page = ctx.inertia
      ? await ctx.inertia.render('errors/show', { status, message: text, requestId })
      : this.plainErrorPage(status, ctx)
    ctx.response.send(page)
  }

  /** The error page of last resort: translations and the request id, and nothing read. */
  private plainErrorPage(status: number, ctx: HttpContext) {
    const [heading, text] =
      status === 404
        ? ['messages.page_not_found', 'messages.page_not_found_text']
        : [
            'messages.unexpected_error',
            status === 503 ? 'messages.service_unavailable' : 'messages.generic_error',
          ]
    const lines = [
      `${status} ${this.translate(ctx, heading)}`,
      this.translate(ctx, text),
      ...(status >= 500 && ctx.request.id()
        ? [`${this.translate(ctx, 'messages.request_id')}: ${ctx.request.id()}`]
        : []),
    ]
    return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  }

  /**
   * Errors can be raised before the locale middleware ran, so fall back to the session's choice,
   * or to the default when the session itself could not be read (its store is unreachable).
   */
  private translate(ctx: HttpContext, key: string) {
    const sessionLocale = ctx.session?.initiated ? ctx.session.get('locale') : undefined
    const i18n = ctx.i18n ?? i18nManager.locale(resolveLocale([sessionLocale]))
    return i18n.t(key)
  }
}
