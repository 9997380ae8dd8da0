type Catalogue = Record<string, string>
type Tree = { [key: string]: string | Tree }

/**
 * The catalogues every page reads (resources/lang/<locale>/<file>.json), one per language. What
 * only the server writes (sign-in and password messages, e-mails, exports, error pages, the rules
 * of closed periods and approvals) and the admin panel's own catalogue stay out of the portal's
 * bundle; what only signed-in pages or one page show comes with them (addCatalogue).
 */
const files = import.meta.glob<Tree>(
  ['~lang/*/accounts.json', '~lang/*/messages.json', '~lang/*/ui.json', '~lang/*/validation.json'],
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
