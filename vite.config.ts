import { build, defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'
import { globSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Plugin, UserConfig } from 'vite'

/**
 * Writes a Brotli and a gzip copy next to every script and style sheet of the build, which the
 * server sends to browsers that accept them (app/middleware/precompressed_assets_middleware.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const path = join(options.dir!, fileName)
        const content = readFileSync(path)
        writeFileSync(`${path}.br`, brotliCompressSync(content))
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
      }
    },
  }
}

/**
 * material-react-table imports MUI's date pickers for its date filters, which Hourbook does
 * not use; resolving those imports to empty components keeps the pickers out of the table's
 * chunk (the time-log forms import the real pickers themselves).
 */
function tableWithoutDatePickers(): Plugin {
  const stub = '\0table-without-date-pickers'
  return {
    name: 'table-without-date-pickers',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer?.includes('material-react-table') && source.startsWith('@mui/x-date-pickers')
        ? stub
        : undefined,
    load: (id) =>
      id === stub
        ? 'export const DatePicker = () => null, DateTimePicker = DatePicker, TimePicker = DatePicker'
        : undefined,
  }
}

/**
 * Modules that as many chunks reach as there are portal pages, which is what every page loads,
 * go into one chunk. Left to itself, rolldown splits them further by which lazily loaded chunks
 * (the dashboard's chart, the Reports page's date pickers) reach them too, and every page paid
 * for the extra chunks: the login page grew by 4 KB gzip without loading one module more.
 */
function commonChunk() {
  const pages = globSync('inertia/pages/**/*.tsx', { cwd: import.meta.dirname }).length
  return { groups: [languageChunks, { name: 'common', minShareCount: pages }] }
}

/** The catalogues every page reads (inertia/lib/i18n.ts), and those of signed-in pages. */
const catalogueGroups: Record<string, string> = {
  accounts: 'base',
  messages: 'base',
  ui: 'base',
  validation: 'base',
  admin: 'signed_in',
  report_nav: 'signed_in',
  time_logs: 'signed_in',
  timer: 'signed_in',
  week: 'signed_in',
}

/**
 * A page downloads only its language's catalogues: one chunk per language for those every page
 * reads and one for the signed-in pages', rather than a request per file; "lang-<locale>-…",
 * which bench/js_size.ts counts.
 */
const languageChunks = {
  name: (id: string) => {
    const [, locale, file] = id.match(/resources[\\/]lang[\\/](\w+)[\\/](\w+)\.json$/) ?? []
    return locale ? `lang-${locale}-${catalogueGroups[file] ?? file}` : null
  },
  test: /resources[\\/]lang[\\/]/,
  priority: 1,
}

const assetsDirectory = 'public/assets'
const adminManifest = '.vite/admin-manifest.json'

/**
 * Builds the admin panel on its own, after the portal, into the same directory. Built together,
 * the modules the two share split the portal's scripts into more and smaller chunks, which made
 * every portal page heavier. The panel's manifest entries are then added to the portal's
 * manifest, where the server looks up what resources/views/admin.edge loads.
 */
function separateAdminBuild(): Plugin {
  return {
    name: 'separate-admin-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      await build({ configFile: join(import.meta.dirname, 'vite.config.ts'), mode: 'admin' })
      const manifestPath = join(assetsDirectory, '.vite/manifest.json')
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      const admin = JSON.parse(readFileSync(join(assetsDirectory, adminManifest), 'utf8'))
      writeFileSync(manifestPath, JSON.stringify({ ...manifest, ...admin }, null, 2))
    },
  }
}

const resolve: UserConfig['resolve'] = {
  alias: {
    '~/': `${import.meta.dirname}/inertia/`,
    '~registry': `${import.meta.dirname}/.adonisjs/client/registry/index.ts`,
    '~lang/': `${import.meta.dirname}/resources/lang/`,
    '~admin/': `${import.meta.dirname}/admin/`,
    '~shared/': `${import.meta.dirname}/shared/`,
  },
}

/** The admin panel's build: see separateAdminBuild. */
const adminConfig: UserConfig = {
  plugins: [react(), precompressAssets()],
  publicDir: false,
  base: '/assets/',
  resolve,
  build: {
    outDir: assetsDirectory,
    assetsDir: '',
    emptyOutDir: false,
    manifest: adminManifest,
    assetsInlineLimit: 0,
    // The API reference page (/api/docs) comes along: it shares nothing with either app.
    rolldownOptions: { input: ['admin/app.tsx', 'api_reference/app.ts'] },
  },
}

export default defineConfig(({ command, mode }) =>
  mode === 'admin'
    ? adminConfig
    : {
        plugins: [
          tableWithoutDatePickers(),
          react(),
          precompressAssets(),
          adonisjs({
            entryPoints: ['inertia/app.tsx'],
            serverEntryPoints: ['inertia/ssr.tsx'],
            reload: ['resources/views/**/*.edge'],
          }),
          separateAdminBuild(),
        ],
        // `vite build` builds the server renderer of the visitors' pages too (config/inertia.ts).
        builder: {},
        // An installation has no development dependencies (docs/operations.md), so the built
        // server renderer carries the front-end libraries it uses; the development server loads
        // them from node_modules.
        ssr: { noExternal: command === 'build' ? true : undefined },
        server: {
          // Tests start their own dev server; hot reload has no use there and would take a port.
          hmr: process.env.NODE_ENV === 'test' ? false : undefined,
        },
        resolve,
        build: { rolldownOptions: { output: { codeSplitting: commonChunk() } } },
      }
)
