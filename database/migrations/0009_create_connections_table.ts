import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'connections'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('project_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('projects')
        .onDelete('CASCADE')
      table
        .integer('task_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('tasks')
        .onDelete('CASCADE')
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['project_id', 'task_id'])
      table.index(['task_id'])
    })

    this.schema.createTable('connection_user', (table) => {
      table
        .integer('connection_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('connections')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.primary(['connection_id', 'user_id'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('connection_user')
    this.schema.dropTable(this.tableName)
  }
}
