import type { EventEmitter } from 'node:events'
import type { Writable } from 'node:stream'
import { setImmediate } from 'node:timers/promises'

/** The reader went away (the client disconnected) before the export was written. */
class ExportAborted extends Error {
  constructor() {
    super('The export was closed before it was written')
  }
}

/** A Node writable, or one of the readable-stream copies libraries bring (without the getters). */
type Drainable = EventEmitter & {
  writableNeedDrain?: boolean
  writableLength?: number
  _writableState?: { needDrain: boolean; length: number }
}

/**
 * Whether to wait for the stream: when it asks for it, or, given an allowance, when more than
 * that many bytes wait in it.
 */
function mustWait(stream: Drainable, allowance?: number) {
  if (allowance !== undefined) {
    return (stream.writableLength ?? stream._writableState?.length ?? 0) > allowance
  }
  return stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false
}

/**
 * Resolves once `stream` (by default the target itself; else a stream on the way to it) takes
 * more data; rejects when the target closes first, so a writer stops reading rows for a client
 * that is gone.
 */
export async function drained(target: Writable, stream: Drainable = target, allowance?: number) {
  // Pipes move data on later ticks and zlib answers through the event loop: a row source that
  // never waits for I/O would otherwise starve them, and the data would pile up unseen.
  await setImmediate()
  if (target.destroyed || target.writableEnded) throw new ExportAborted()
  if (!mustWait(stream, allowance)) return
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain)
      target.off('close', onClose)
      if (error) reject(error)
      else resolve()
    }
    const onDrain = () => settle()
    const onClose = () => settle(new ExportAborted())
    stream.on('drain', onDrain)
    target.on('close', onClose)
  })
}
