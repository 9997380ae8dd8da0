import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'
import viteConfig from '#config/vite'

/**
 * The build's manifest changes with every build, so its hash tells browsers holding an older
 * build to reload. Hashed once at boot: left to itself, Inertia hashes the whole manifest again
 * on every request. Without a build (the Vite dev server), Inertia's own default applies.
 */
function assetsVersion() {
  const manifest = app.makePath(viteConfig.manifestFile!)
  if (!existsSync(manifest)) return undefined
  return createHash('md5').update(readFileSync(manifest)).digest('hex')
}

const visitorPages = new Set([
  'home',
  'auth/login',
  'auth/register',
  'auth/forgot_password',
  'auth/reset_password',
  'auth/two_factor_challenge',
])

export default defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: assetsVersion(),
  /**
   * The browser keeps each visited page's props in its history; encrypted, with a key that a
   * sign-out throws away (`clearHistory`), Back after logout cannot show them again.
   */
  encryptHistory: true,
  /**
   * Visitors' pages come rendered from the server, so that they paint before any script ran;
   * the signed-in pages need their scripts to show anything and render in the browser. The
   * email verification notice uses the visitors' layout, shown to a user not yet verified.
   */
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (ctx, page) =>
      page === 'auth/verify_email' || (visitorPages.has(page) && !ctx.auth?.user),
  },
})
