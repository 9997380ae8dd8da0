import { isoDate, isoTime, nullableNumber } from '#models/columns'
import { durationOf } from '#shared/durations'
import { placeholders, queryRows } from '#lib/raw_rows'
import { filterClause, type ReportFilters, type ReportScope } from '#services/report_filters'

/**
 * One log as the exports write it: with its client's, project's and task's names, and its length
 * in seconds.
 */
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
  /**
   * The rate the log was priced at and its amounts, in minor units; null: none, or an export
   * that shows no money.
   */
  billableRate: number | null
  billableAmount: number | null
  costAmount: number | null
}

type LogRow = {
  id: number
  user_id: number
  date: unknown
  start_time: unknown
  stop_time: unknown
  comments: string | null
  project_id: number
  task_id: number
  /** Absent when the export is not priced. */
  billable_rate?: unknown
  billable_amount?: unknown
  cost_amount?: unknown
}

/** A person with how many logs the filters select. */
type Person = { id: number; name: string; logs: number }

/** Logs per query: large enough to be quick, small enough to keep memory flat. */
export const exportBatchSize = 2000

/**
 * The columns of a log; its prices only when the export shows them. Its project's and task's
 * names are read apart (WorkNames): joined in, every log carried them from the database again.
 */
const logColumns = (priced: boolean) => `SELECT time_logs.id, time_logs.user_id, time_logs.date,
  time_logs.start_time, time_logs.stop_time, time_logs.comments, time_logs.project_id,
  time_logs.task_id
  ${priced ? ', time_logs.billable_rate, time_logs.billable_amount, time_logs.cost_amount' : ''}
  FROM time_logs`

type ProjectNames = { name: string; clientName: string; billable: boolean }

/** A project deleted with its logs while they were being written: its logs' names are empty. */
const gone: ProjectNames = { name: '', clientName: '', billable: false }

/**
 * The names of the projects (with their clients) and tasks an export's logs are on, each read
 * once per export, when its first log comes.
 */
class WorkNames {
  #projects = new Map<number, ProjectNames>()
  #tasks = new Map<number, string>()

  async load(rows: LogRow[]) {
    const projectIds = [...new Set(rows.map((row) => row.project_id))].filter(
      (id) => !this.#projects.has(id)
    )
    const taskIds = [...new Set(rows.map((row) => row.task_id))].filter(
      (id) => !this.#tasks.has(id)
    )
    const [projects, tasks] = await Promise.all([
      projectIds.length === 0
        ? []
        : queryRows<{ id: number; name: string; client_name: string; billable: boolean | number }>(
            `SELECT projects.id, projects.name, clients.name AS client_name, projects.billable
              FROM projects JOIN clients ON clients.id = projects.client_id
              WHERE projects.id IN (${placeholders(projectIds)})`,
            projectIds
          ),
      taskIds.length === 0
        ? []
        : queryRows<{ id: number; name: string }>(
            `SELECT id, name FROM tasks WHERE id IN (${placeholders(taskIds)})`,
            taskIds
          ),
    ])
    for (const id of projectIds) this.#projects.set(id, gone)
    for (const project of projects) {
      const { name, client_name: clientName, billable } = project
      this.#projects.set(project.id, { name, clientName, billable: Boolean(billable) })
    }
    for (const id of taskIds) this.#tasks.set(id, '')
    for (const task of tasks) this.#tasks.set(task.id, task.name)
  }

  project(id: number) {
    return this.#projects.get(id)!
  }

  task(id: number) {
    return this.#tasks.get(id)!
  }
}

const logOrder = 'ORDER BY time_logs.date, time_logs.start_time, time_logs.id LIMIT ?'

/**
 * The people who have logs the filters select, by name, with how many: one for a person's own
 * scope. People without such logs cost no query of their own.
 */
async function peopleOf(scope: ReportScope, filters: ReportFilters): Promise<Person[]> {
  const filtered = filterClause(scope, filters)
  const people = await queryRows<{ id: number; name: string; logs: number | string }>(
    `SELECT users.id, users.name, selected.logs FROM users
      JOIN (SELECT time_logs.user_id, COUNT(*) AS logs FROM time_logs WHERE ${filtered.sql}
        GROUP BY time_logs.user_id) AS selected ON selected.user_id = users.id
      ORDER BY users.name, users.id`,
    filtered.bindings
  )
  return people.map((person) => ({ ...person, logs: Number(person.logs) }))
}

/**
 * People in name order, gathered so that the logs of each gathering fit in one batch. Someone
 * with more logs than a batch is a gathering of their own.
 */
function gatherings(people: Person[]) {
  const gathered: Person[][] = []
  let current: Person[] = []
  let logs = 0
  for (const person of people) {
    if (current.length > 0 && logs + person.logs > exportBatchSize) {
      gathered.push(current)
      current = []
      logs = 0
    }
    current.push(person)
    logs += person.logs
  }
  if (current.length > 0) gathered.push(current)
  return gathered
}

function toExportRow(row: LogRow, person: Person, names: WorkNames): ExportRow {
  const startTime = isoTime(row.start_time)!
  const stopTime = isoTime(row.stop_time)!
  const project = names.project(row.project_id)
  return {
    date: isoDate(row.date)!,
    startTime,
    stopTime,
    seconds: durationOf(startTime, stopTime),
    clientName: project.clientName,
    projectName: project.name,
    taskName: names.task(row.task_id),
    billable: project.billable,
    comments: row.comments,
    userId: person.id,
    userName: person.name,
    billableRate: nullableNumber(row.billable_rate),
    billableAmount: nullableNumber(row.billable_amount),
    costAmount: nullableNumber(row.cost_amount),
  }
}

/** What every reader of one export shares. */
type Reading = { filters: ReportFilters; priced: boolean; names: WorkNames }

/**
 * One person's filtered logs in batches, by date and start time: each batch starts after the
 * last log of the one before (keyset paging on date, start time and id), so every query reads
 * the (user_id, date, start_time) index from where the last stopped and no batch is kept.
 */
async function* personRows(person: Person, { filters, priced, names }: Reading) {
  const filtered = filterClause({ userId: person.id }, filters)
  let after: [string, string, number] | null = null
  while (true) {
    const rows: LogRow[] = await queryRows<LogRow>(
      after
        ? `${logColumns(priced)} WHERE ${filtered.sql}
            AND (time_logs.date, time_logs.start_time, time_logs.id) > (?, ?, ?) ${logOrder}`
        : `${logColumns(priced)} WHERE ${filtered.sql} ${logOrder}`,
      [...filtered.bindings, ...(after ?? []), exportBatchSize]
    )
    if (rows.length === 0) return
    await names.load(rows)
    const batch = rows.map((row) => toExportRow(row, person, names))
    yield batch
    if (rows.length < exportBatchSize) return
    const last = batch[batch.length - 1]
    after = [last.date, last.startTime, rows[rows.length - 1].id]
  }
}

/**
 * The logs of people whose logs together fit in one batch, in one query: by the people's order,
 * then date and start time.
 */
async function* gatheringRows(people: Person[], { filters, priced, names }: Reading) {
  const ids = people.map((person) => person.id)
  const filtered = filterClause({ team: true }, { ...filters, userIds: ids })
  // Each person's place in the name order; the places are the app's own numbers, not input.
  const place = `CASE time_logs.user_id ${ids.map((_, index) => `WHEN ? THEN ${index}`).join(' ')} END`
  const rows = await queryRows<LogRow>(
    `${logColumns(priced)} WHERE ${filtered.sql}
      ORDER BY ${place}, time_logs.date, time_logs.start_time, time_logs.id`,
    [...filtered.bindings, ...ids]
  )
  const byId = new Map(people.map((person) => [person.id, person]))
  if (rows.length === 0) return
  await names.load(rows)
  yield rows.map((row) => toExportRow(row, byId.get(row.user_id)!, names))
}

/** How many gatherings' first batches are read while an earlier one's logs are written. */
const readAhead = 4

/**
 * The logs an export writes, in batches of at most exportBatchSize, ordered by person name
 * (for the team), date and start time: 100,000 logs never sit in memory together. People whose
 * logs together fit in a batch are read in one query; someone with more logs is read a batch at
 * a time, each batch a seek in the (user_id, date, start_time) index from where the last stopped
 * (one keyset over the person's name would sort all remaining logs again for every batch). The
 * next gatherings' first batches are asked for while earlier ones are written (on PostgreSQL, on
 * connections of their own).
 */
export async function* exportRows(
  scope: ReportScope,
  filters: ReportFilters,
  priced: boolean
): AsyncIterable<ExportRow[]> {
  const reading = { filters, priced, names: new WorkNames() }
  const readers = gatherings(await peopleOf(scope, filters)).map((people) =>
    people.length === 1 ? personRows(people[0], reading) : gatheringRows(people, reading)
  )
  const firstBatches: Promise<IteratorResult<ExportRow[]>>[] = []
  const readFirstBatch = (index: number) => {
    if (index >= readers.length) return
    firstBatches[index] = readers[index].next()
    // Awaited in its turn; a failure of one the export stops before must not go unhandled.
    firstBatches[index].catch(() => {})
  }
  for (let index = 0; index < readAhead; index++) readFirstBatch(index)
  for (const [index, reader] of readers.entries()) {
    readFirstBatch(index + readAhead)
    let result = await firstBatches[index]
    delete firstBatches[index]
    while (!result.done) {
      yield result.value
      result = await reader.next()
    }
  }
}
