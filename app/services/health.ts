import db from '@adonisjs/lucid/services/db'

/** Whether the database answers a trivial query. */
export async function databaseAnswers() {
  try {
    await db.rawQuery('select 1')
    return true
  } catch {
    return false
  }
}
