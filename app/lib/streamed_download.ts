import { PassThrough, type Writable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'

type Download = {
  filename: string
  contentType: string
  /** Writes the file into the target, ending it; rejects when the target closes early. */
  write: (target: Writable) => Promise<void>
}

/** Bytes buffered between the writer and the socket before the writer waits. */
const bufferSize = 64 * 1024

/**
 * Answers with a file written while it is sent, as an attachment: nothing holds the whole file.
 * When the client goes away the response's body is destroyed, the writer's next write fails
 * and it stops reading (its row source closes); a writer failing halfway cuts the connection,
 * so a truncated file never looks complete.
 */
export function streamDownload({ response, logger }: HttpContext, download: Download) {
  const body = new PassThrough({ highWaterMark: bufferSize })
  response.header('Content-Type', download.contentType)
  response.header('Content-Disposition', `attachment; filename="${download.filename}"`)
  response.header('Cache-Control', 'no-store')
  download.write(body).catch((error: Error) => {
    if (!body.destroyed) {
      logger.error({ err: error }, 'export failed while it was written')
      body.destroy(error)
    }
  })
  response.stream(body, () => ['The export could not be written.', 500])
}
