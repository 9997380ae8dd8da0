import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A person's week handed in for approval (docs/admin-guide.md). A week with no row is open;
 * withdrawing a submission deletes its row. The week's days are stored (`starts_on` to `ends_on`,
 * seven days) rather than derived from the locale, so a later change of language, and with it of
 * the first day of the week, never moves a closed week.
 */
export default class extends BaseSchema {
  protected tableName = 'week_submissions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.date('starts_on').notNullable()
      table.date('ends_on').notNullable()
      table.string('status', 16).notNullable()
      table.string('comment', 1000).nullable()
      table.timestamp('submitted_at').notNullable()
      table.timestamp('decided_at').nullable()
      table
        .integer('decided_by')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['user_id', 'starts_on'])
      table.index(['user_id', 'ends_on'])
      table.index(['status', 'starts_on'])
      table.check(
        `?? IN ('submitted', 'approved', 'rejected')`,
        ['status'],
        'week_submissions_status'
      )
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
