import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Client from '#models/client'
import type Project from '#models/project'
import User from '#models/user'
import PlannedHoursReachedMail from '#mails/planned_hours_reached_mail'
import { runInBackground } from '#lib/background_tasks'

/**
 * Records, in the write's transaction, that a `warn` project reached its planned hours, and mails
 * every active administrator once the write is committed. The update takes only a project not yet
 * marked: of writes that reach the planned hours together, one marks it and mails (on PostgreSQL
 * they wait on the project's row, locked by the rules; SQLite runs one write at a time); the
 * others find it marked. A write that is rolled back leaves it unmarked and mails nobody.
 */
export async function alertPlannedHoursReached(trx: TransactionClientContract, project: Project) {
  const marked = await trx
    .from('projects')
    .where('id', project.id)
    .whereNull('planned_hours_alerted_at')
    .update({
      planned_hours_alerted_at: DateTime.now().toUTC().toFormat(trx.dialect.dateTimeFormat),
    })
  if (affectedRows(marked) !== 1) return
  trx.after('commit', () => {
    runInBackground('A planned hours alert could not be mailed', () => mailAdministrators(project))
  })
}

/** The number of rows an update changed, as each dialect answers it. */
function affectedRows(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

async function mailAdministrators(project: Project) {
  const client = await Client.findOrFail(project.clientId)
  const admins = await User.query().where('role', 'admin').where('active', true).orderBy('id')
  for (const admin of admins) {
    await mail.send(new PlannedHoursReachedMail(admin, project, client.name))
  }
}

/**
 * Clears the record of the alert when a project's planned hours no longer are all used (raised
 * above the hours logged, or removed), so that reaching them again tells the administrators again.
 */
export async function resetPlannedHoursAlert(project: Project) {
  if (project.plannedHoursAlertedAt === null) return
  const logged = await db.from('projects').where('id', project.id).select('logged_seconds').first()
  const planned = project.plannedHours
  if (planned === null || planned * 3600 > Number(logged?.logged_seconds ?? 0)) {
    project.plannedHoursAlertedAt = null
    await project.save()
  }
}
