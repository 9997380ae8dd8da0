import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

export default defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, '@nonce'],
      // MUI (emotion) injects style elements at run time.
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:'],
      fontSrc: [`'self'`, 'data:'],
      // The development server's hot reload talks over a websocket.
      connectSrc: [`'self'`, ...(app.inDev ? ['ws:'] : [])],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
    reportOnly: false,
  },
  // CSRF protection is app/middleware/csrf_middleware.ts: it stores nothing in the session.
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: app.inProduction, maxAge: '365 days' },
  contentTypeSniffing: { enabled: true },
})
