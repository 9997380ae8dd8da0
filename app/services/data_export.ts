import type { Writable } from 'node:stream'
import { Zip, ZipDeflate } from 'fflate'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import type { I18n } from '@adonisjs/i18n'
import type User from '#models/user'
import SecurityEvent from '#models/security_event'
import TimeLog from '#models/time_log'
import Timer from '#models/timer'
import WeekSubmission from '#models/week_submission'
import { accessTokensOf } from '#services/access_tokens'
import { passkeysOf } from '#services/passkeys'
import { drained } from '#services/exports/backpressure'
import { byteOrderMark, csvCell, csvLineEnd, type CsvValue } from '#shared/csv'
import { durationOf } from '#shared/durations'

/**
 * Takes the person's turn to download their data: once a minute, since each download reads
 * every log of theirs. Answers null when it is theirs, else the seconds until it is.
 */
export async function takeExportTurn(user: User): Promise<number | null> {
  try {
    await limiter.use({ requests: 1, duration: '1 min' }).consume(`data_export:${user.id}`)
    return null
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    return Math.max(1, error.response.availableIn)
  }
}

/** Logs read per query: memory stays bounded however many a person has. */
const batchSize = 500

/** What a log is in the export: its own fields and the names of what it was booked on. */
function logEntry(log: TimeLog) {
  return {
    id: log.id,
    date: log.date,
    start_time: log.startTime,
    stop_time: log.stopTime,
    seconds: durationOf(log.startTime, log.stopTime),
    client: log.project.customer.name,
    project: log.project.name,
    task: log.task.name,
    billable: log.project.billable,
    comments: log.comments,
    created_at: log.createdAt.toISO(),
    updated_at: log.updatedAt.toISO(),
  }
}

type LogEntry = ReturnType<typeof logEntry>

/** Every log of the person, oldest first, a batch at a time. */
async function* logBatches(user: User): AsyncIterable<LogEntry[]> {
  let after = 0
  for (;;) {
    const logs = await TimeLog.query()
      .where('user_id', user.id)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .preload('project', (project) => project.preload('customer'))
      .preload('task')
    if (!logs.length) return
    yield logs.map(logEntry)
    after = logs[logs.length - 1].id
  }
}

async function* logsJson(user: User) {
  let first = true
  yield '['
  for await (const batch of logBatches(user)) {
    for (const entry of batch) {
      yield `${first ? '' : ','}\n  ${JSON.stringify(entry)}`
      first = false
    }
  }
  yield first ? ']\n' : '\n]\n'
}

const logColumns = [
  'id',
  'date',
  'start_time',
  'stop_time',
  'seconds',
  'client',
  'project',
  'task',
  'billable',
  'comments',
  'created_at',
  'updated_at',
] as const

async function* logsCsv(user: User) {
  yield byteOrderMark + logColumns.join(',') + csvLineEnd
  for await (const batch of logBatches(user)) {
    yield batch
      .map((entry) => {
        const cells = logColumns.map((column) => {
          const value = entry[column]
          return csvCell(typeof value === 'boolean' ? String(value) : (value as CsvValue))
        })
        return cells.join(',') + csvLineEnd
      })
      .join('')
  }
}

function profileOf(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.active,
    locale: user.locale,
    timezone: user.timezone,
    date_format: user.dateFormat,
    time_format: user.timeFormat,
    available_hours: user.availableHours,
    email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
    created_at: user.createdAt.toISO(),
    updated_at: user.updatedAt.toISO(),
  }
}

async function timerOf(user: User) {
  const timer = await Timer.query()
    .where('user_id', user.id)
    .preload('project', (project) => project.preload('customer'))
    .preload('task')
    .first()
  if (!timer) return null
  return {
    started_at: timer.startedAt.toISO(),
    client: timer.project.customer.name,
    project: timer.project.name,
    task: timer.task.name,
    comments: timer.comments,
  }
}

async function weekSubmissionsOf(user: User) {
  const weeks = await WeekSubmission.query().where('user_id', user.id).orderBy('starts_on')
  return weeks.map((week) => ({
    starts_on: week.startsOn,
    ends_on: week.endsOn,
    status: week.status,
    comment: week.comment,
    submitted_at: week.submittedAt.toISO(),
    decided_at: week.decidedAt?.toISO() ?? null,
  }))
}

/** The tokens' metadata only: never their secrets or hashes. */
async function accessTokenMetadataOf(user: User) {
  const tokens = await accessTokensOf(user)
  return tokens.map((token) => ({
    name: token.name,
    abilities: token.abilities,
    created_at: token.createdAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    expires_at: token.expiresAt?.toISOString() ?? null,
  }))
}

/** The passkeys' names and dates only: never their credential ids or public keys. */
async function passkeyMetadataOf(user: User) {
  const passkeys = await passkeysOf(user.id)
  return passkeys.map((passkey) => ({
    name: passkey.name,
    created_at: passkey.createdAt.toISO(),
    last_used_at: passkey.lastUsedAt?.toISO() ?? null,
  }))
}

/**
 * The person's own security events (sign-ins, password and credential changes), the oldest
 * first; as on their Profile page, without the administrator who caused one.
 */
async function securityEventsOf(user: User) {
  const events = await SecurityEvent.query().where('user_id', user.id).orderBy('id')
  return events.map((event) => ({
    kind: event.kind,
    at: event.createdAt.toISO(),
    by_administrator: event.actorId !== null,
    ip: event.ip,
    user_agent: event.userAgent,
  }))
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n'

async function* once(text: () => string | Promise<string>) {
  yield await text()
}

/** The files of the archive, in order, each as the text chunks it is written from. */
function archiveFiles(user: User, i18n: I18n): [string, AsyncIterable<string>][] {
  return [
    ['README.txt', once(() => i18n.t('personal_data.readme'))],
    ['profile.json', once(() => json(profileOf(user)))],
    ['time_logs.json', logsJson(user)],
    ['time_logs.csv', logsCsv(user)],
    ['timer.json', once(async () => json(await timerOf(user)))],
    ['week_submissions.json', once(async () => json(await weekSubmissionsOf(user)))],
    ['access_tokens.json', once(async () => json(await accessTokenMetadataOf(user)))],
    ['passkeys.json', once(async () => json(await passkeyMetadataOf(user)))],
    ['security_events.json', once(async () => json(await securityEventsOf(user)))],
  ]
}

/**
 * Writes everything Hourbook holds about the person as a ZIP archive into the target, ending
 * it: one file after the other, a batch of logs at a time, waiting whenever the target asks to.
 */
export async function writeDataExport(user: User, i18n: I18n, target: Writable) {
  let failure: Error | null = null
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error
      return
    }
    target.write(chunk)
    if (final) target.end()
  })
  const encoder = new TextEncoder()
  for (const [name, chunks] of archiveFiles(user, i18n)) {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    for await (const text of chunks) {
      file.push(encoder.encode(text))
      if (failure) throw failure
      await drained(target)
    }
    file.push(new Uint8Array(0), true)
  }
  zip.end()
  if (failure) throw failure
}
