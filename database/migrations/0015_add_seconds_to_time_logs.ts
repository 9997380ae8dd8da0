import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A log's length in seconds as a column the database computes from its times, so it is right
 * after every write whoever writes (the forms, the API, the timer, the admin panel, a bulk
 * load), and the indexes the reports read. The reports sum the length of up to a million logs:
 * computed per row from the times it took most of the summary's time. On SQLite the column is
 * virtual (SQLite adds no stored column to an existing table) and the indexes store it, so the
 * summaries read it from the index without computing it or visiting the table.
 *
 * One index per scope, both covering what a summary groups and sums: a person's logs by
 * (user_id, date), everyone's by date.
 */
export default class extends BaseSchema {
  protected tableName = 'time_logs'

  async up() {
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw(
        `ALTER TABLE time_logs ADD COLUMN seconds integer NOT NULL
        GENERATED ALWAYS AS (EXTRACT(EPOCH FROM (stop_time - start_time))::integer) STORED`
      )
    } else {
      this.schema.raw(
        `ALTER TABLE time_logs ADD COLUMN seconds INTEGER NOT NULL
        GENERATED ALWAYS AS (strftime('%s', stop_time) - strftime('%s', start_time)) VIRTUAL`
      )
    }
    this.schema.raw(
      `CREATE INDEX time_logs_user_report_index
      ON time_logs (user_id, date, project_id, task_id, seconds)`
    )
    this.schema.raw(
      `CREATE INDEX time_logs_team_report_index
      ON time_logs (date, user_id, project_id, task_id, seconds)`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX time_logs_team_report_index')
    this.schema.raw('DROP INDEX time_logs_user_report_index')
    // Not the query builder's dropColumn: on SQLite it rebuilds time_logs, which drops the
    // triggers of the projects' logged seconds with it.
    this.schema.raw('ALTER TABLE time_logs DROP COLUMN seconds')
  }
}
