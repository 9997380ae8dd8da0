import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelObject } from '@adonisjs/lucid/types/model'
import Project from '#models/project'
import type { default as TimeLog, TimeLogInput } from '#models/time_log'
import { lockRow } from '#lib/row_locks'
import { durationOf } from '#lib/durations'
import { fieldError } from '#lib/field_error'
import { columnsOf, selectRows } from '#lib/raw_rows'

type Check = {
  userId: number
  input: TimeLogInput
  /** The log being edited, left out of the overlap and the hours cap. */
  replacing?: TimeLog
  /** The user whose log someone else (an admin) writes: the messages then speak of them. */
  onBehalfOf?: { name: string }
  trx: TransactionClientContract
  i18n: I18n
}

/** Seconds as hours, rounded to two decimals for messages. */
function inHours(seconds: number) {
  return Math.round((seconds / 3600) * 100) / 100
}

/** The overlap message, of "your" logs or, when an admin writes them, of the user's. */
export function overlapMessage(i18n: I18n, onBehalfOf?: { name: string }) {
  return onBehalfOf
    ? i18n.t('time_logs.rules.overlap_of_user', { name: onBehalfOf.name })
    : i18n.t('time_logs.rules.overlap')
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

const bookableProject = `SELECT ${columnsOf(Project)},
    (SELECT tasks.name FROM tasks WHERE tasks.id = ?) AS task_name
  FROM projects
  WHERE projects.id = ?
  AND EXISTS (SELECT 1 FROM clients WHERE clients.id = projects.client_id AND clients.active = TRUE)
  AND EXISTS (SELECT 1 FROM tasks WHERE tasks.id = ? AND tasks.active = TRUE)`

const connectedProject = `${bookableProject}
  AND EXISTS (SELECT 1 FROM connections
    JOIN connection_user ON connection_user.connection_id = connections.id
    WHERE connections.project_id = projects.id AND connections.task_id = ?
    AND connections.active = TRUE AND connection_user.user_id = ?)`

/**
 * The user may book time on the project and task: an active connection of theirs, an active
 * task, an active project of an active client. One query, since it runs while the user's writes
 * wait their turn; written out, as every write asks it (half the database's time of the query
 * the builder made, and none of the building). It also reads the task's name, so that the
 * written log can be answered with its names without reading it again.
 */
export async function checkBookable({
  userId,
  projectId,
  taskId,
  alreadyBooked,
  trx,
  i18n,
}: Bookable) {
  const [row] = alreadyBooked
    ? await selectRows<ModelObject>(bookableProject, [taskId, projectId, taskId], trx)
    : await selectRows<ModelObject>(
        connectedProject,
        [taskId, projectId, taskId, taskId, userId],
        trx
      )
  if (!row) {
    throw fieldError('project_id', i18n.t('time_logs.rules.connection'), 'connection')
  }
  const project = Project.$createFromAdapterResult(row)!
  if (!project.active) {
    throw fieldError('project_id', i18n.t('time_logs.rules.project_inactive'), 'projectActive')
  }
  return { project, taskName: String(row.task_name) }
}

type Moment = {
  userId: number
  /** The moment as a calendar date and a time (HH:MM:SS) of the user's time zone. */
  date: string
  time: string
  trx: TransactionClientContract
  i18n: I18n
}

const logCovering = `SELECT id FROM time_logs
  WHERE user_id = ? AND date = ? AND start_time <= ? AND stop_time > ? LIMIT 1`

/** No log of the user covers the moment, so a timer started then cannot overlap one at once. */
export async function checkMomentFree({ userId, date, time, trx, i18n }: Moment) {
  const [covering] = await selectRows(logCovering, [userId, date, time, time], trx)
  if (covering) {
    throw fieldError('start_time', overlapMessage(i18n), 'overlap')
  }
}

const overlaps = `SELECT id FROM time_logs
  WHERE user_id = ? AND date = ? AND start_time < ? AND stop_time > ?`
const logOverlapping = `${overlaps} LIMIT 1`
const otherLogOverlapping = `${overlaps} AND id <> ? LIMIT 1`

function overlapBindings(userId: number, input: TimeLogInput) {
  return [userId, input.date, input.stopTime, input.startTime]
}

/**
 * The rules a time log must meet beyond the shape of its fields (DESIGN.md "Rules"). Runs inside
 * the transaction that then writes the log, after the user's day has been locked. Answers the
 * names of the log's project and task.
 */
export async function checkTimeLogRules({
  userId,
  input,
  replacing,
  onBehalfOf,
  trx,
  i18n,
}: Check) {
  const alreadyBooked =
    replacing?.userId === userId &&
    replacing.projectId === input.projectId &&
    replacing.taskId === input.taskId
  const { project, taskName } = await checkBookable({ userId, ...input, alreadyBooked, trx, i18n })
  if (
    (project.startDate && input.date < project.startDate) ||
    (project.endDate && input.date > project.endDate)
  ) {
    throw fieldError(
      'date',
      i18n.t('time_logs.rules.project_dates', {
        start: project.startDate ?? '…',
        end: project.endDate ?? '…',
      }),
      'projectDates'
    )
  }

  const [overlapping] = replacing
    ? await selectRows(otherLogOverlapping, [...overlapBindings(userId, input), replacing.id], trx)
    : await selectRows(logOverlapping, overlapBindings(userId, input), trx)
  if (overlapping) {
    throw fieldError('start_time', overlapMessage(i18n, onBehalfOf), 'overlap')
  }

  if (project.plannedHours !== null) {
    await checkPlannedHours(project, input, replacing, trx, i18n)
  }
  return {
    project: { id: project.id, name: project.name },
    task: { id: input.taskId, name: taskName },
  }
}

/** The planned hours cap the hours logged on the project by everyone. */
async function checkPlannedHours(
  project: Project,
  input: TimeLogInput,
  replacing: TimeLog | undefined,
  trx: TransactionClientContract,
  i18n: I18n
) {
  // Every user's logs count against the cap, so their writes on this project take turns; the
  // total is read under the lock, as the last write before this one left it.
  const { logged_seconds: logged } = await lockRow(trx, 'projects', project.id, ['logged_seconds'])
  const replacedSeconds =
    replacing?.projectId === project.id ? durationOf(replacing.startTime, replacing.stopTime) : 0
  const loggedSeconds = Number(logged) - replacedSeconds
  const newSeconds = durationOf(input.startTime, input.stopTime)
  const capSeconds = project.plannedHours! * 3600
  if (loggedSeconds + newSeconds > capSeconds) {
    throw fieldError(
      'project_id',
      i18n.t('time_logs.rules.planned_hours', {
        max: project.plannedHours!,
        remaining: inHours(Math.max(0, capSeconds - loggedSeconds)),
      }),
      'plannedHours'
    )
  }
}
