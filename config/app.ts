import env from '#start/env'
import app from '@adonisjs/core/services/app'
import proxyAddr from 'proxy-addr'
import { defineConfig } from '@adonisjs/core/http'

export const appName = env.get('APP_NAME') || 'Hourbook'

/** Base of every absolute link, such as those in e-mails. */
export const appUrl = env.get('APP_URL') || `http://localhost:${env.get('PORT', 3333)}`

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: true,
  useAsyncLocalStorage: false,
  // Client IPs (rate limits, logs) come from X-Forwarded-For only when a trusted proxy sent it.
  trustProxy: proxyAddr.compile(
    env
      .get('TRUSTED_PROXIES', 'loopback,uniquelocal')
      .split(',')
      .map((range) => range.trim())
  ),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
