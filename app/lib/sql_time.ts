import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/** A moment as the database's timestamp columns hold it: UTC, in the dialect's format. */
export function sqlTime(moment: DateTime) {
  return moment.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}
