import type { HttpContext } from '@adonisjs/core/http'
import { openApiDocumentPath } from '#openapi/document'

/** The interactive API reference (api_reference/app.ts) over the OpenAPI document. */
export default class ApiReferenceController {
  async show({ view, i18n }: HttpContext) {
    return view.render('api_reference', {
      locale: i18n.locale,
      title: i18n.t('ui.api_reference'),
      documentUrl: openApiDocumentPath,
    })
  }
}
