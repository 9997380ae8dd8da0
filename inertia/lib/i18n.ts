type Catalogue = Record<string, string>
type Tree = { [key: string]: string | Tree }
/** A lazy import of a catalogue's JSON, as import.meta.glob gives it. */
type Loader = () => Promise<unknown>

/** The loaders of every catalogue a page may read, by language and file name. */
const loaders: Record<string, Record<string, Loader>> = {}
/** The catalogues loaded so far (or loading), by language and file name. */
const loading = new Map<string, Promise<void>>()
const catalogues: Record<string, Catalogue> = {}

function flatten(tree: Tree, prefix: string, into: Catalogue) {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`
    if (typeof value === 'string') into[path] = value
    else flatten(value, path, into)
  }
  return into
}

/**
 * Registers catalogues (resources/lang/<locale>/<file>.json, as a lazy import.meta.glob finds
 * them) under their file names. Each is downloaded only for the language a page is shown in,
 * before it shows (loadCatalogues): a page carries one language's strings, not every one's.
 */
export function addCatalogues(files: Record<string, Loader>) {
  for (const [path, loader] of Object.entries(files)) {
    const [, locale, file] = path.match(/([^/]+)\/([^/]+)\.json$/)!
    ;(loaders[locale] ??= {})[file] = loader
  }
}

/** Loads every registered catalogue of the language that is not loaded yet. */
export async function loadCatalogues(locale: string) {
  const pending = Object.entries(loaders[locale] ?? {}).map(([file, loader]) => {
    const key = `${locale}/${file}`
    let loaded = loading.get(key)
    if (!loaded) {
      loaded = loader().then((tree) => {
        flatten(tree as Tree, file, (catalogues[locale] ??= {}))
      })
      loaded.catch(() => loading.delete(key))
      loading.set(key, loaded)
    }
    return loaded
  })
  await Promise.all(pending)
}

/*
 * The catalogues every page reads. What only the server writes (sign-in and password messages,
 * e-mails, exports, error pages, the rules of closed periods and approvals) and the admin panel's
 * own catalogue stay out of the portal's bundle; what only signed-in pages or one page show is
 * registered with them.
 */
addCatalogues(
  import.meta.glob(
    [
      '~lang/*/accounts.json',
      '~lang/*/messages.json',
      '~lang/*/ui.json',
      '~lang/*/validation.json',
    ],
    { import: 'default' }
  )
)

export type TranslationParams = Record<string, string | number>

/** The message under '<file>.<key.path>' with its {placeholders} filled in; English when missing. */
export function translate(locale: string, key: string, params: TranslationParams = {}) {
  const message = catalogues[locale]?.[key] ?? catalogues.en?.[key] ?? key
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder
  )
}
