import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The changes an administrator made to logs in a closed period (submitted, approved or locked):
 * who, when, and the log before and after as JSON. `time_log_id` has no foreign key, so the
 * record of a deleted log outlives it.
 */
export default class extends BaseSchema {
  protected tableName = 'time_log_audits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('time_log_id').notNullable().unsigned()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('actor_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('action', 16).notNullable()
      table.string('reason', 16).notNullable()
      table.text('before').nullable()
      table.text('after').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['time_log_id', 'id'])
      table.index(['created_at'])
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
