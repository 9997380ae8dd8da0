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

export default defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: assetsVersion(),
  /**
   * The browser keeps each visited page's props in its history; encrypted, with a key that a
   * sign-out throws away (`clearHistory`), Back after logout cannot show them again.
   */
  encryptHistory: true,
})
