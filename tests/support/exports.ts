import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import type { Agent } from '#tests/support/agent'
import i18nManager from '@adonisjs/i18n/services/main'
import type { ExportRow } from '#services/report_logs'

/** The translations of a language, as a request in that language has them. */
export async function i18nFor(locale: 'en' | 'nl') {
  await i18nManager.loadTranslations()
  return i18nManager.locale(locale)
}

/** A log for the export writers, with defaults for what a test does not care about. */
export function exportRow(fields: Partial<ExportRow> = {}): ExportRow {
  return {
    date: '2026-11-02',
    startTime: '09:00:00',
    stopTime: '10:30:00',
    seconds: 5400,
    clientName: 'Acme',
    projectName: 'Website',
    taskName: 'Design',
    billable: true,
    comments: null,
    userId: 1,
    userName: 'Ada Lovelace',
    billableRate: null,
    billableAmount: null,
    costAmount: null,
    ...fields,
  }
}

/** The rows in batches of the given size, as the row source hands them out. */
export async function* inBatches(rows: ExportRow[], size = 2) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size)
}

/** A target stream and the bytes written to it, once the writer has finished. */
export function collector() {
  const target = new PassThrough()
  const chunks: Buffer[] = []
  target.on('data', (chunk: Buffer) => chunks.push(chunk))
  const bytes = new Promise<Buffer>((resolve, reject) => {
    target.on('end', () => resolve(Buffer.concat(chunks)))
    target.on('error', reject)
  })
  return { target, bytes }
}

/** A file downloaded as the signed-in agent's browser would, its bytes kept as they are. */
export async function download(agent: Agent, path: string) {
  const response = await fetch(agent.baseUrl + path, {
    headers: { Cookie: agent.cookieHeader() },
  })
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** Rows without end, counting the batches read and noting when the reader closed the source. */
export function endlessRows() {
  const source = { batchesRead: 0, closed: false, rows: rowsWithoutEnd() }
  async function* rowsWithoutEnd() {
    try {
      while (true) {
        source.batchesRead++
        // Random text, which compresses as little as real comments do.
        yield [exportRow({ comments: randomBytes(500).toString('hex') })]
      }
    } finally {
      source.closed = true
    }
  }
  return source
}
