import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A person's date format (dmy, mdy or iso) and time format (24h or 12h), chosen on the Profile
 * page or by an administrator; null takes the one their language suggests
 * (shared/date_formats.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('date_format', 3).nullable()
      table.string('time_format', 3).nullable()
    })
  }

  async down() {
    // Not the query builder's dropColumn: on SQLite it rebuilds users, which the foreign keys
    // pointing at it refuse.
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN date_format`)
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN time_format`)
  }
}
