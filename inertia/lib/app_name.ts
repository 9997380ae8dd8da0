/**
 * The product name (APP_NAME). The server renders the page with it from its environment; the
 * browser reads it from the page's application-name meta tag once, at start-up.
 */
export const appName =
  (import.meta.env.SSR
    ? process.env.APP_NAME
    : document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content) ||
  'Hourbook'
