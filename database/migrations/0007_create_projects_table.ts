import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'projects'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('client_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('clients')
        .onDelete('RESTRICT')
      table.string('name', 255).notNullable()
      table.boolean('billable').notNullable().defaultTo(true)
      // The cap on all hours logged on the project, by everyone; null means no cap.
      table.decimal('planned_hours', 10, 2).nullable()
      table.date('start_date').nullable()
      table.date('end_date').nullable()
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['client_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
