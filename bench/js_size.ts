/*
 * JavaScript shipped per portal page: the entry and the page module with every chunk they import
 * statically, and the catalogues of its language (what the browser loads before the page shows;
 * the larger language counts), gzip-compressed, from the production build's Vite manifest. Run
 * with `npm run bench:js` after `npm run build:assets` (`-- --check` exits 1 when a page is over
 * its budget, as CI runs it); the Lighthouse benchmark prints the same table for its build.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

type Chunk = {
  file: string
  name?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

const entry = 'inertia/app.tsx'
/** The JavaScript budgets of bench/README.md, in KB gzip. */
const budgets: Record<string, number> = {
  'inertia/pages/auth/login.tsx': 200,
  'inertia/pages/time_logs/index.tsx': 320,
  'inertia/pages/reports/index.tsx': 350,
}

/** The table of every page's size against its budget, for the build in `assets`. */
export function pageSizes(assets: string) {
  const manifest: Record<string, Chunk> = JSON.parse(
    readFileSync(join(assets, '.vite/manifest.json'), 'utf8')
  )

  function staticClosure(keys: string[]) {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return seen
  }

  const gzipKb = (key: string) =>
    gzipSync(readFileSync(join(assets, manifest[key].file))).length / 1024

  /** The catalogues the page's modules download before it shows (inertia/lib/i18n.ts). */
  const catalogues = (keys: Set<string>, locale: string) =>
    [...keys]
      .flatMap((key) => manifest[key].dynamicImports ?? [])
      .filter((key) => manifest[key].name?.startsWith(`lang-${locale}-`))
  const rows = Object.keys(manifest)
    .filter((key) => key.startsWith('inertia/pages/'))
    .map((page) => {
      const modules = staticClosure([entry, page])
      const kb = Math.max(
        ...['en', 'nl'].map((locale) => {
          const shipped = new Set([...modules, ...staticClosure(catalogues(modules, locale))])
          return [...shipped].reduce((sum, key) => sum + gzipKb(key), 0)
        })
      )
      const budget = budgets[page]
      const verdict = budget === undefined ? '' : kb <= budget ? `≤ ${budget}` : `OVER ${budget}`
      return `| ${page.replace('inertia/pages/', '')} | ${kb.toFixed(1)} | ${verdict} |`
    })

  return ['| page | KB gzip | budget |', '| --- | ---: | --- |', ...rows].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = pageSizes(fileURLToPath(new URL('../public/assets/', import.meta.url)))
  console.log(table)
  // `--check` (CI): a page over its budget fails the run, so that no change grows it unseen.
  if (process.argv.includes('--check') && table.includes('OVER')) process.exitCode = 1
}
