import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'time_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table
        .integer('project_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('projects')
        .onDelete('RESTRICT')
      table
        .integer('task_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('tasks')
        .onDelete('RESTRICT')
      table.date('date').notNullable()
      table.time('start_time').notNullable()
      table.time('stop_time').notNullable()
      table.string('comments', 200).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id', 'date', 'start_time'])
      table.index(['project_id'])
      table.index(['task_id'])
      table.check('?? > ??', ['stop_time', 'start_time'], 'time_logs_stop_after_start')
    })

    // PostgreSQL's backstop against overlapping logs of one user, even under concurrent writes.
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw('CREATE EXTENSION IF NOT EXISTS btree_gist')
      this.schema.raw(
        `ALTER TABLE time_logs ADD CONSTRAINT time_logs_no_overlap EXCLUDE USING gist (
          user_id WITH =,
          tsrange(date + start_time, date + stop_time, '[)') WITH &&
        )`
      )
    }
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
