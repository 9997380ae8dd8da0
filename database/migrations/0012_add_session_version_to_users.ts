import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  /** Raising a user's session version signs out every session they have, on its next request. */
  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('session_version').notNullable().defaultTo(0)
    })
  }

  async down() {
    // Not the query builder's dropColumn: on SQLite it rebuilds users, which the foreign keys
    // of every table pointing at users refuse.
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN session_version`)
  }
}
