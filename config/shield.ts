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
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure: app.inProduction },
  },
  xFrame: { enabled: true, action: 'DENY' },
  hsts: { enabled: app.inProduction, maxAge: '365 days' },
  contentTypeSniffing: { enabled: true },
})
