import { BaseSchema } from '@adonisjs/lucid/schema'

/** The weeks a person was reminded to submit: at most one reminder per person and week. */
export default class extends BaseSchema {
  protected tableName = 'week_reminders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.date('starts_on').notNullable()
      table.timestamp('sent_at').notNullable()
      table.primary(['user_id', 'starts_on'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
