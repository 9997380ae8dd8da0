/**
 * The product name (APP_NAME). The server renders it as the document's title before the
 * first page mounts, so it is read from there once, at start-up.
 */
export const appName = document.title || 'Hourbook'
