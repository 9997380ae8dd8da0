import env from '#start/env'
import app from '@adonisjs/core/services/app'

export const demoUser = { email: 'user@hourbook.test', password: 'hourbook-demo' }
export const demoAdmin = { email: 'admin@hourbook.test', password: 'hourbook-demo' }

/** Demo mode prefills the login form; it is never on in production. */
function isDemoMode() {
  return !app.inProduction && env.get('DEMO', false)
}

/** Login form defaults: the demo user's credentials in demo mode, empty otherwise. */
export function demoCredentials() {
  return isDemoMode() ? demoUser : { email: '', password: '' }
}
