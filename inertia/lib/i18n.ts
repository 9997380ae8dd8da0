type Catalogue = Record<string, string>
type Tree = { [key: string]: string | Tree }

/**
 * The server's catalogues (resources/lang/<locale>/<file>.json), one per language; the admin
 * panel's own catalogue stays out of the portal's bundle, and a page's own catalogue comes with
 * that page (addCatalogue) instead of with every page.
 */
const files = import.meta.glob<Tree>(
  [
    '~lang/*/*.json',
    '!**/admin_panel.json',
    '!**/exports.json',
    '!**/report_page.json',
    '!**/time_log_filters.json',
  ],
  {
    eager: true,
    import: 'default',
  }
)

function flatten(tree: Tree, prefix: string, into: Catalogue) {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`
    if (typeof value === 'string') into[path] = value
    else flatten(value, path, into)
  }
  return into
}

const catalogues: Record<string, Catalogue> = {}
for (const [path, tree] of Object.entries(files)) {
  const [, locale, file] = path.match(/([^/]+)\/([^/]+)\.json$/)!
  flatten(tree, file, (catalogues[locale] ??= {}))
}

/** Adds a page's own catalogue, by language, under its file name. */
export function addCatalogue(file: string, trees: Record<string, Tree>) {
  for (const [locale, tree] of Object.entries(trees)) {
    flatten(tree, file, (catalogues[locale] ??= {}))
  }
}

export type TranslationParams = Record<string, string | number>

/** The message under '<file>.<key.path>' with its {placeholders} filled in; English when missing. */
export function translate(locale: string, key: string, params: TranslationParams = {}) {
  const message = catalogues[locale]?.[key] ?? catalogues.en?.[key] ?? key
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder
  )
}
