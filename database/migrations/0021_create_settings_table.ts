import { BaseSchema } from '@adonisjs/lucid/schema'

/** Company-wide settings an administrator changes, one row per key (today: `lock_date`). */
export default class extends BaseSchema {
  protected tableName = 'settings'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('key', 64).primary()
      table.text('value').nullable()
      table
        .integer('updated_by')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
