import { isoDate, isoTime } from '#models/columns'
import { durationOf } from '#lib/durations'
import { queryRows } from '#lib/raw_rows'
import { filterClause, type ReportFilters, type ReportScope } from '#services/report_filters'

/** One log as the exports write it, with the names joined in and its length in seconds. */
export type ExportRow = {
  /** YYYY-MM-DD */
  date: string
  /** HH:MM:SS */
  startTime: string
  /** HH:MM:SS */
  stopTime: string
  seconds: number
  clientName: string
  projectName: string
  taskName: string
  billable: boolean
  comments: string | null
  userId: number
  userName: string
}

type LogRow = {
  id: number
  date: unknown
  start_time: unknown
  stop_time: unknown
  comments: string | null
  client_name: string
  project_name: string
  task_name: string
  billable: boolean | number
}

type Person = { id: number; name: string }

/** Logs per query: large enough to be quick, small enough to keep memory flat. */
export const exportBatchSize = 2000

const logColumns = `SELECT time_logs.id, time_logs.date, time_logs.start_time, time_logs.stop_time,
  time_logs.comments, clients.name AS client_name, projects.name AS project_name,
  tasks.name AS task_name, projects.billable
  FROM time_logs
  JOIN projects ON projects.id = time_logs.project_id
  JOIN clients ON clients.id = projects.client_id
  JOIN tasks ON tasks.id = time_logs.task_id`

const logOrder = 'ORDER BY time_logs.date, time_logs.start_time, time_logs.id LIMIT ?'

/**
 * The people who have logs the filters select, by name: one for a person's own scope. People
 * without such logs cost no query of their own.
 */
async function peopleOf(scope: ReportScope, filters: ReportFilters): Promise<Person[]> {
  const filtered = filterClause(scope, filters)
  return queryRows<Person>(
    `SELECT id, name FROM users
      WHERE id IN (SELECT time_logs.user_id FROM time_logs WHERE ${filtered.sql})
      ORDER BY name, id`,
    filtered.bindings
  )
}

function toExportRow(row: LogRow, person: Person): ExportRow {
  const startTime = isoTime(row.start_time)!
  const stopTime = isoTime(row.stop_time)!
  return {
    date: isoDate(row.date)!,
    startTime,
    stopTime,
    seconds: durationOf(startTime, stopTime),
    clientName: row.client_name,
    projectName: row.project_name,
    taskName: row.task_name,
    billable: Boolean(row.billable),
    comments: row.comments,
    userId: person.id,
    userName: person.name,
  }
}

/**
 * One person's filtered logs in batches, by date and start time: each batch starts after the
 * last log of the one before (keyset paging on date, start time and id), so every query reads
 * the (user_id, date, start_time) index from where the last stopped and no batch is kept.
 */
async function* personRows(person: Person, filters: ReportFilters) {
  const filtered = filterClause({ userId: person.id }, filters)
  let after: [string, string, number] | null = null
  while (true) {
    const rows: LogRow[] = await queryRows<LogRow>(
      after
        ? `${logColumns} WHERE ${filtered.sql}
            AND (time_logs.date, time_logs.start_time, time_logs.id) > (?, ?, ?) ${logOrder}`
        : `${logColumns} WHERE ${filtered.sql} ${logOrder}`,
      [...filtered.bindings, ...(after ?? []), exportBatchSize]
    )
    if (rows.length === 0) return
    const batch = rows.map((row) => toExportRow(row, person))
    yield batch
    if (rows.length < exportBatchSize) return
    const last = batch[batch.length - 1]
    after = [last.date, last.startTime, rows[rows.length - 1].id]
  }
}

/** How many people's first batches are read while an earlier person's logs are written. */
const peopleReadAhead = 4

/**
 * The logs an export writes, in batches of at most exportBatchSize, ordered by person name
 * (for the team), date and start time: 100,000 logs never sit in memory together. Paging per
 * person keeps every batch a seek in the (user_id, date, start_time) index; one keyset over
 * the person's name would sort all remaining logs again for every batch. A team's people with
 * a few logs each would make a query and a batch each, one after the other: the next people's
 * first batches are asked for while earlier ones are written (on PostgreSQL, on connections of
 * their own), and small batches are joined up to the batch size.
 */
export async function* exportRows(
  scope: ReportScope,
  filters: ReportFilters
): AsyncIterable<ExportRow[]> {
  let pending: ExportRow[] = []
  for await (const batch of everyonesRows(scope, filters)) {
    if (pending.length + batch.length > exportBatchSize && pending.length > 0) {
      yield pending
      pending = []
    }
    pending = pending.length > 0 ? pending.concat(batch) : batch
  }
  if (pending.length > 0) yield pending
}

async function* everyonesRows(scope: ReportScope, filters: ReportFilters) {
  const people = await peopleOf(scope, filters)
  const readers = people.map((person) => personRows(person, filters))
  const firstBatches: Promise<IteratorResult<ExportRow[]>>[] = []
  const readFirstBatch = (index: number) => {
    if (index >= readers.length) return
    firstBatches[index] = readers[index].next()
    // Awaited in its turn; a failure of one the export stops before must not go unhandled.
    firstBatches[index].catch(() => {})
  }
  for (let index = 0; index < peopleReadAhead; index++) readFirstBatch(index)
  for (const [index, reader] of readers.entries()) {
    readFirstBatch(index + peopleReadAhead)
    let result = await firstBatches[index]
    delete firstBatches[index]
    while (!result.done) {
      yield result.value
      result = await reader.next()
    }
  }
}
