import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  // First: a load balancer's probe needs nothing of what follows.
  () => import('#middleware/health_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/openapi_document_middleware'),
  () => import('#middleware/precompressed_assets_middleware'),
  () => import('#middleware/public_files_middleware'),
  // Only the development server has anything for it to do.
  ...(app.inProduction ? [] : [() => import('@adonisjs/vite/vite_middleware')]),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/session_middleware'),
  () => import('#middleware/session_cookie_middleware'),
  // Before the CSRF check, so that a refused token can still answer with the error page.
  () => import('#middleware/inertia_middleware'),
  () => import('#middleware/csrf_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/no_store_middleware'),
  () => import('#middleware/detect_locale_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
  verified: () => import('#middleware/verified_middleware'),
  confirmedPassword: () => import('#middleware/confirmed_password_middleware'),
  admin: () => import('#middleware/admin_middleware'),
  registrationOpen: () => import('#middleware/registration_open_middleware'),
  twoFactorSetUp: () => import('#middleware/two_factor_set_up_middleware'),
  tokenAbility: () => import('#middleware/token_ability_middleware'),
  keepFlash: () => import('#middleware/keep_flash_middleware'),
  transmitInput: () => import('#middleware/transmit_input_middleware'),
  transmitRelay: () => import('#middleware/transmit_relay_middleware'),
})
