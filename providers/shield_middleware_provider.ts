import type { ApplicationService } from '@adonisjs/core/types'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'

/**
 * One Shield middleware for all requests. Shield's provider binds it anew for each request,
 * which imports Edge and compiles the Content-Security-Policy's directives every time (a
 * twentieth of a page's CPU); the middleware keeps nothing of a request, so one serves all.
 */
export default class ShieldMiddlewareProvider {
  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton(ShieldMiddleware, async () => {
      const encryptionManager = await this.app.container.make('encryption')
      const encryption = encryptionManager.use()
      const { default: edge } = await import('edge.js')
      return new ShieldMiddleware(this.app.config.get('shield', {}), encryption, edge)
    })
  }
}
