/*
 * JavaScript entrypoint for Ace: registers the TypeScript loader, then boots bin/console.ts.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
