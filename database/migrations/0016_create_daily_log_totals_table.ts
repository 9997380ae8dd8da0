import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The seconds and number of logs per person, day, project and task, kept by the database itself
 * on every insert, delete and change of a log, whoever writes (the forms, the API, the timer,
 * the admin panel, a bulk load, a cascade). The summaries read these sums instead of the logs:
 * a company's year is a million logs but a third as many sums, and a summary's time is the rows
 * it reads. They replace the report indexes of time_logs, which only the summaries read.
 *
 * A sum whose last log goes is deleted, so every row stands for at least one log. On SQLite, a
 * later migration that makes the query builder rebuild `time_logs` drops these triggers with
 * the old table; such a migration must create them again.
 */
export default class extends BaseSchema {
  protected tableName = 'daily_log_totals'

  async up() {
    const postgres = this.db.dialect.name === 'postgres'
    // The table is its primary key on SQLite (WITHOUT ROWID): a team's range reads it in order.
    this.schema.raw(
      `CREATE TABLE daily_log_totals (
        date date NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        task_id integer NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
        seconds bigint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (date, user_id, project_id, task_id)
      )${postgres ? '' : ' WITHOUT ROWID'}`
    )
    this.schema.raw(
      `CREATE INDEX daily_log_totals_user_index
      ON daily_log_totals (user_id, date, project_id, task_id, seconds, count)`
    )
    this.schema.raw(
      `INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count)
      SELECT date, user_id, project_id, task_id, SUM(seconds), COUNT(*)
      FROM time_logs GROUP BY date, user_id, project_id, task_id`
    )
    if (postgres) this.postgresTriggers()
    else this.sqliteTriggers()
    this.schema.raw('DROP INDEX time_logs_team_report_index')
    this.schema.raw('DROP INDEX time_logs_user_report_index')
  }

  async down() {
    const postgres = this.db.dialect.name === 'postgres'
    this.schema.raw(
      `CREATE INDEX time_logs_user_report_index
      ON time_logs (user_id, date, project_id, task_id, seconds)`
    )
    this.schema.raw(
      `CREATE INDEX time_logs_team_report_index
      ON time_logs (date, user_id, project_id, task_id, seconds)`
    )
    for (const trigger of ['insert', 'delete', 'change']) {
      this.schema.raw(`DROP TRIGGER daily_log_totals_${trigger}${postgres ? ' ON time_logs' : ''}`)
    }
    if (postgres) {
      this.schema.raw(
        'DROP FUNCTION daily_log_totals_added, daily_log_totals_removed, daily_log_totals_changed'
      )
    }
    this.schema.raw('DROP TABLE daily_log_totals')
  }

  private sqliteTriggers() {
    const add = (log: string) =>
      `INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count)
        VALUES (${log}.date, ${log}.user_id, ${log}.project_id, ${log}.task_id, ${log}.seconds, 1)
        ON CONFLICT (date, user_id, project_id, task_id) DO UPDATE
        SET seconds = seconds + excluded.seconds, count = count + 1;`
    const key = (log: string) =>
      `date = ${log}.date AND user_id = ${log}.user_id
        AND project_id = ${log}.project_id AND task_id = ${log}.task_id`
    const remove = (log: string) =>
      `UPDATE daily_log_totals SET seconds = seconds - ${log}.seconds, count = count - 1
        WHERE ${key(log)};
      DELETE FROM daily_log_totals WHERE ${key(log)} AND count = 0;`
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_insert AFTER INSERT ON time_logs BEGIN ${add('NEW')} END`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_delete AFTER DELETE ON time_logs BEGIN ${remove('OLD')} END`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_change
      AFTER UPDATE OF date, user_id, project_id, task_id, start_time, stop_time ON time_logs
      BEGIN ${remove('OLD')} ${add('NEW')} END`
    )
  }

  /**
   * Inserts and deletes add up per statement, so a bulk load writes each sum once. OR REPLACE,
   * because migration:fresh drops the tables with their triggers but leaves the functions.
   */
  private postgresTriggers() {
    const grouped = (logs: string) =>
      `SELECT date, user_id, project_id, task_id, SUM(seconds) AS seconds, COUNT(*) AS count
      FROM ${logs} GROUP BY date, user_id, project_id, task_id`
    const matches = `daily_log_totals.date = logs.date AND daily_log_totals.user_id = logs.user_id
      AND daily_log_totals.project_id = logs.project_id AND daily_log_totals.task_id = logs.task_id`
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION daily_log_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count)
        ${grouped('added_logs')}
        ON CONFLICT (date, user_id, project_id, task_id) DO UPDATE
        SET seconds = daily_log_totals.seconds + excluded.seconds,
          count = daily_log_totals.count + excluded.count;
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION daily_log_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE daily_log_totals
        SET seconds = daily_log_totals.seconds - logs.seconds,
          count = daily_log_totals.count - logs.count
        FROM (${grouped('removed_logs')}) AS logs
        WHERE ${matches};
        DELETE FROM daily_log_totals USING (${grouped('removed_logs')}) AS logs
        WHERE ${matches} AND daily_log_totals.count = 0;
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION daily_log_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE daily_log_totals SET seconds = seconds - OLD.seconds, count = count - 1
        WHERE date = OLD.date AND user_id = OLD.user_id
          AND project_id = OLD.project_id AND task_id = OLD.task_id;
        DELETE FROM daily_log_totals
        WHERE date = OLD.date AND user_id = OLD.user_id
          AND project_id = OLD.project_id AND task_id = OLD.task_id AND count = 0;
        INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count)
        VALUES (NEW.date, NEW.user_id, NEW.project_id, NEW.task_id, NEW.seconds, 1)
        ON CONFLICT (date, user_id, project_id, task_id) DO UPDATE
        SET seconds = daily_log_totals.seconds + excluded.seconds,
          count = daily_log_totals.count + 1;
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_insert AFTER INSERT ON time_logs
      REFERENCING NEW TABLE AS added_logs FOR EACH STATEMENT
      EXECUTE FUNCTION daily_log_totals_added()`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_delete AFTER DELETE ON time_logs
      REFERENCING OLD TABLE AS removed_logs FOR EACH STATEMENT
      EXECUTE FUNCTION daily_log_totals_removed()`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_change
      AFTER UPDATE OF date, user_id, project_id, task_id, start_time, stop_time ON time_logs
      FOR EACH ROW EXECUTE FUNCTION daily_log_totals_changed()`
    )
  }
}
