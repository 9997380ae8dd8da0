import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelObject } from '@adonisjs/lucid/types/model'
import Project from '#models/project'
import type { default as TimeLog, TimeLogInput } from '#models/time_log'
import { lockRow } from '#lib/row_locks'
import { durationOf } from '#shared/durations'
import { fieldError } from '#lib/field_error'
import { boundInteger, boundDateOrTime, columnsOf, selectRows } from '#lib/raw_rows'
import { overlapMessage } from '#services/user_write_turn'
import { checkDaysOpen, messageDate } from '#services/periods'
import type { DateTimeFormats } from '#shared/date_formats'
import { anyDayClosed, closedDaysBindings, closedDaysColumns } from '#services/period_states'
import { subscribersBinding, subscribersColumn } from '#services/webhooks/subscribers'
import type { WebhookEvent } from '#shared/webhook_events'
import { inHours, plannedUse } from '#shared/planned_hours'

type Check = {
  userId: number
  input: TimeLogInput
  /** The log being edited, left out of the overlap and the hours cap. */
  replacing?: TimeLog
  /** The user whose log someone else (an admin) writes: the messages then speak of them. */
  onBehalfOf?: { name: string }
  /** The days the write touches that must be open to the writer (none for an administrator). */
  openDays?: string[]
  /** The write's webhook event: the rules count its subscribers, which its domain event carries. */
  event?: WebhookEvent
  trx: TransactionClientContract
  i18n: I18n
  /** The writer's date formats, for the dates a refusal quotes. */
  formats: DateTimeFormats
}

type Bookable = {
  userId: number
  projectId: number
  taskId: number
  /**
   * The edited log is the user's and already on this project and task: the connection is not
   * asked for again (Kimai's rule), so removing one never locks its logs.
   */
  alreadyBooked?: boolean
  trx: TransactionClientContract
  i18n: I18n
}

const projectColumns = `SELECT ${columnsOf(Project)},
    (SELECT tasks.name FROM tasks WHERE tasks.id = ${boundInteger}) AS task_name`

const bookableProject = `FROM projects
  WHERE projects.id = ${boundInteger}
  AND EXISTS (SELECT 1 FROM clients WHERE clients.id = projects.client_id AND clients.active = TRUE)
  AND EXISTS (SELECT 1 FROM tasks WHERE tasks.id = ${boundInteger} AND tasks.active = TRUE)`

const connectedProject = `${bookableProject}
  AND EXISTS (SELECT 1 FROM connections
    JOIN connection_user ON connection_user.connection_id = connections.id
    WHERE connections.project_id = projects.id AND connections.task_id = ${boundInteger}
    AND connections.active = TRUE AND connection_user.user_id = ${boundInteger})`

/** The project's WHERE and its bindings after the task name's: bookable, and by this user. */
function bookableClause({
  userId,
  projectId,
  taskId,
  alreadyBooked,
}: Pick<Bookable, 'userId' | 'projectId' | 'taskId' | 'alreadyBooked'>) {
  return alreadyBooked
    ? { sql: bookableProject, bindings: [projectId, taskId] }
    : { sql: connectedProject, bindings: [projectId, taskId, taskId, userId] }
}

function bookableProjectOf(row: ModelObject | undefined, i18n: I18n) {
  if (!row) {
    throw fieldError('project_id', i18n.t('time_logs.rules.connection'), 'connection')
  }
  const project = Project.$createFromAdapterResult(row)!
  if (!project.active) {
    throw fieldError('project_id', i18n.t('time_logs.rules.project_inactive'), 'projectActive')
  }
  return { project, taskName: String(row.task_name) }
}

/**
 * The user may book time on the project and task: an active connection of theirs, an active
 * task, an active project of an active client. One query, since it runs while the user's writes
 * wait their turn; written out, as every write asks it (less of the database's time than the
 * query the builder made, and none of the building). It also reads the task's name, so that the
 * written log can be answered with its names without reading it again.
 */
export async function checkBookable(bookable: Bookable) {
  const where = bookableClause(bookable)
  const [row] = await selectRows<ModelObject>(
    `${projectColumns} ${where.sql}`,
    [bookable.taskId, ...where.bindings],
    bookable.trx
  )
  return bookableProjectOf(row, bookable.i18n)
}

type Moment = {
  userId: number
  /** The moment as a calendar date and a time (HH:MM:SS) of the user's time zone. */
  date: string
  time: string
  trx: TransactionClientContract
  i18n: I18n
}

const logCovering = (time: string) => `SELECT id FROM time_logs
  WHERE user_id = ${boundInteger} AND date = ? AND start_time <= ${time} AND stop_time > ${time}
  LIMIT 1`

/** No log of the user covers the moment, so a timer started then cannot overlap one at once. */
export async function checkMomentFree({ userId, date, time, trx, i18n }: Moment) {
  const sql = logCovering(boundDateOrTime(trx.dialect.name))
  const [covering] = await selectRows(sql, [userId, date, time, time], trx)
  if (covering) {
    throw fieldError('start_time', overlapMessage(i18n), 'overlap')
  }
}

/** The user's log on the date that overlaps the times bound, other than the edited one's id. */
function overlappingLog(time: string, editing: boolean) {
  return `(SELECT id FROM time_logs
    WHERE user_id = ${boundInteger} AND date = ? AND start_time < ${time} AND stop_time > ${time}
    ${editing ? `AND id <> ${boundInteger} ` : ''}LIMIT 1) AS overlapping_id`
}

/**
 * What the rules read of a log's project, in one query: the project if it is bookable, the
 * task's name, a log of the user it would overlap, the hours logged on the project by
 * everyone, whether the days to keep open are closed and how many webhook endpoints await the
 * write's event, with the project's row locked on PostgreSQL. Every user's logs count against a
 * project's planned hours, so writes on it take turns and its total is read under the lock, as
 * the last write before this one left it. It runs after the user's lock, so its snapshot holds
 * every log of theirs. One query rather than five (periods, bookable, overlap, the locked
 * total, the subscribers): each round trip costs PostgreSQL's client more CPU than the
 * database's work.
 */
async function readProjectRules(check: Check, alreadyBooked: boolean, openDays: string[]) {
  const { userId, input, replacing, event, trx } = check
  const where = bookableClause({ userId, ...input, alreadyBooked })
  const overlapBindings = [userId, input.date, input.stopTime, input.startTime]
  const lock = trx.dialect.name === 'postgres' ? ' FOR UPDATE OF projects' : ''
  const bound = boundDateOrTime(trx.dialect.name)
  const overlapping = overlappingLog(bound, replacing !== undefined)
  const periods = openDays.length ? `, ${closedDaysColumns(openDays.length, bound)}` : ''
  const subscribers = event ? `, ${subscribersColumn}` : ''
  const [row] = await selectRows<ModelObject>(
    `${projectColumns}, projects.logged_seconds,
    ${overlapping}${periods}${subscribers}
    ${where.sql}${lock}`,
    [
      input.taskId,
      ...overlapBindings,
      ...(replacing ? [replacing.id] : []),
      ...(openDays.length ? closedDaysBindings(userId, openDays) : []),
      ...(event ? [subscribersBinding(event)] : []),
      ...where.bindings,
    ],
    trx
  )
  return row
}

/**
 * The rules a time log must meet beyond the shape of its fields. Runs inside
 * the transaction that then writes the log, after the user's day has been locked. Answers the
 * names of the log's project and task, and the number of subscribers of `event`. A closed day
 * among `openDays` refuses the write before any other rule; its message, which names the
 * period, is read only then. On PostgreSQL it locks the projects the write touches
 * (the log's, and the one an edit moves it from), in the order of their ids, before the write
 * changes anything: a project's billable switch locks the project and then the totals of its
 * logs' stretches, and a write whose triggers locked a stretch's totals before the project's
 * row would deadlock with it.
 */
export async function checkTimeLogRules(check: Check) {
  const { userId, input, replacing, onBehalfOf, event, trx, i18n, formats } = check
  const openDays = [...new Set(check.openDays)]
  const alreadyBooked =
    replacing?.userId === userId &&
    replacing.projectId === input.projectId &&
    replacing.taskId === input.taskId
  const movedFrom = replacing && replacing.projectId !== input.projectId ? replacing.projectId : 0
  if (movedFrom && movedFrom < input.projectId) await lockRow(trx, 'projects', movedFrom)
  const row = await readProjectRules(check, alreadyBooked, openDays)
  if (movedFrom > input.projectId) await lockRow(trx, 'projects', movedFrom)
  if (openDays.length && (!row || anyDayClosed(row, openDays))) {
    await checkDaysOpen(userId, openDays, trx, i18n, formats)
  }
  const { project, taskName } = bookableProjectOf(row, i18n)
  if (
    (project.startDate && input.date < project.startDate) ||
    (project.endDate && input.date > project.endDate)
  ) {
    throw fieldError(
      'date',
      i18n.t('time_logs.rules.project_dates', {
        start: project.startDate ? messageDate(project.startDate, i18n.locale, formats) : '…',
        end: project.endDate ? messageDate(project.endDate, i18n.locale, formats) : '…',
      }),
      'projectDates'
    )
  }

  if (row!.overlapping_id !== null) {
    throw fieldError('start_time', overlapMessage(i18n, onBehalfOf), 'overlap')
  }

  const plannedHoursReached =
    project.plannedHours !== null &&
    checkPlannedHours(project, Number(row!.logged_seconds), input, replacing, i18n)
  return {
    names: {
      project: { id: project.id, name: project.name },
      task: { id: input.taskId, name: taskName },
    },
    /** What the log's price reads of its project (app/services/pricing.ts). */
    pricing: { billable: project.billable, clientId: project.clientId },
    budget: {
      projectId: project.id,
      projectName: project.name,
      clientId: project.clientId,
      amount: project.budgetAmount,
      period: project.budgetPeriod,
    },
    subscribers: event ? Number(row!.webhook_subscribers) : undefined,
    /** A `warn` project the write takes to all of its planned hours, not yet told of. */
    plannedHoursReached: plannedHoursReached ? project : undefined,
  }
}

/**
 * The planned hours cap the hours logged on the project by everyone when its limit is `stop`;
 * with `warn` the log goes past them. Answers whether the write takes a `warn` project to all of
 * its planned hours while its administrators have not yet been told.
 */
function checkPlannedHours(
  project: Project,
  logged: number,
  input: TimeLogInput,
  replacing: TimeLog | undefined,
  i18n: I18n
) {
  const replacedSeconds =
    replacing?.projectId === project.id ? durationOf(replacing.startTime, replacing.stopTime) : 0
  const loggedSeconds = logged - replacedSeconds
  const newSeconds = durationOf(input.startTime, input.stopTime)
  const { capSeconds, over, reached } = plannedUse(project.plannedHours!, loggedSeconds, newSeconds)
  if (project.plannedHoursLimit === 'warn') {
    return reached && project.plannedHoursAlertedAt === null
  }
  if (over) {
    throw fieldError(
      'project_id',
      i18n.t('time_logs.rules.planned_hours', {
        max: project.plannedHours!,
        remaining: inHours(Math.max(0, capSeconds - loggedSeconds)),
      }),
      'plannedHours'
    )
  }
  return false
}
