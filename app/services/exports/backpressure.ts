import type { Writable } from 'node:stream'

/** The reader went away (the client disconnected) before the export was written. */
export class ExportAborted extends Error {
  constructor() {
    super('The export was closed before it was written')
  }
}

/**
 * Resolves once the target takes more data; rejects when it closes first, so a writer stops
 * reading rows for a client that is gone.
 */
export async function drained(target: Writable) {
  if (target.destroyed || target.writableEnded) throw new ExportAborted()
  if (!target.writableNeedDrain) return
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      target.off('drain', onDrain)
      target.off('close', onClose)
      if (error) reject(error)
      else resolve()
    }
    const onDrain = () => settle()
    const onClose = () => settle(new ExportAborted())
    target.on('drain', onDrain)
    target.on('close', onClose)
  })
}
