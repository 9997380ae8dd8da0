import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isLocale, resolveLocale } from '#lib/locales'
import { validationMessages } from '#lib/validation_messages'

/**
 * Picks the interface language: the session's choice, then the user's saved locale,
 * then the browser's Accept-Language, then English.
 */
export default class DetectLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => validationMessages(ctx.i18n)
  }

  handle(ctx: HttpContext, next: NextFn) {
    const chosen = [ctx.session.get('locale'), ctx.auth.user?.locale].find(isLocale)
    // The browser's languages are weighed only when neither the session nor the user chose one.
    const locale =
      chosen ?? resolveLocale([i18nManager.getSupportedLocaleFor(ctx.request.languages())])
    ctx.i18n = i18nManager.locale(locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
