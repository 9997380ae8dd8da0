import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js'
import 'swagger-ui-dist/swagger-ui.css'

/**
 * The interactive API reference at /api/docs (resources/views/api_reference.edge): Swagger UI
 * over the document the server serves, bundled with the app's assets. It calls nothing but
 * this origin: the online validator is off.
 */
const root = document.getElementById('api-reference')!

SwaggerUI({
  url: root.dataset.document,
  domNode: root,
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
})
