import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a project's planned hours do once reached: `stop` refuses a log that would go past them
 * (the rule every project had so far, so existing projects keep it, and new ones start with it
 * too: a cap nobody asked to loosen stays a cap), `warn` accepts it and shows the overrun.
 * `planned_hours_alerted_at` records when the administrators were mailed that a `warn` project
 * reached its planned hours, so that they are mailed once; raising the planned hours above the
 * hours used clears it.
 */
export default class extends BaseSchema {
  protected tableName = 'projects'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('planned_hours_limit', 8).notNullable().defaultTo('stop')
      table.timestamp('planned_hours_alerted_at').nullable()
    })
  }

  async down() {
    // Not the query builder's dropColumn: on SQLite it rebuilds projects, which the foreign keys
    // of every table pointing at projects refuse.
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN planned_hours_limit`)
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN planned_hours_alerted_at`)
  }
}
