import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) =>
    app.booting(async () => {
      await import('#start/env')
    })
  )
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    // A command that cannot even boot (an invalid environment, say) must fail a deploy script.
    process.exitCode = 1
    prettyPrintError(error)
  })
