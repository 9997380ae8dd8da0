/** An origin no request comes from: relative URLs resolve against it and must stay on it. */
const base = 'http://same-site.invalid'

/** Longer than any list's own URL, so an oversized one goes nowhere near a header. */
const maxLength = 2000

/**
 * The path and query of a relative URL of this site whose path is `path` (or one of `others`),
 * as a redirect may follow it; anything else (another site, `//host`, another page, no text)
 * gives `path` itself, so a URL the client sends can never lead elsewhere.
 */
export function pathWithin(value: unknown, path: string, others: string[] = []) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > maxLength) return path
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return path
  }
  // The URL writes its query percent-encoded, so no header can be smuggled through it.
  const allowed = url.origin === base && [path, ...others].includes(url.pathname)
  return allowed ? `${url.pathname}${url.search}` : path
}
