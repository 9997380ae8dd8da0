import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The seconds logged on each project by everyone, kept by the database itself on every insert,
 * delete and change of a log's project or times, whoever writes: the planned-hours rule checks
 * it on every write of a log, and summing a busy project's logs each time grew with the project.
 *
 * On SQLite, a later migration that makes the query builder rebuild `time_logs` drops these
 * triggers with the old table; such a migration must create them again.
 */
export default class extends BaseSchema {
  protected tableName = 'projects'

  async up() {
    const postgres = this.db.dialect.name === 'postgres'
    this.schema.alterTable(this.tableName, (table) => {
      table.bigInteger('logged_seconds').notNullable().defaultTo(0)
    })
    this.schema.raw(
      `UPDATE projects SET logged_seconds = (
        SELECT COALESCE(SUM(${postgres ? 'EXTRACT(EPOCH FROM (stop_time - start_time))' : "strftime('%s', stop_time) - strftime('%s', start_time)"}), 0)
        FROM time_logs WHERE time_logs.project_id = projects.id)`
    )
    if (postgres) this.postgresTriggers()
    else this.sqliteTriggers()
  }

  async down() {
    const postgres = this.db.dialect.name === 'postgres'
    for (const trigger of ['insert', 'delete', 'change']) {
      this.schema.raw(`DROP TRIGGER time_logs_seconds_${trigger}${postgres ? ' ON time_logs' : ''}`)
    }
    if (postgres) {
      this.schema.raw(
        'DROP FUNCTION time_logs_seconds_added, time_logs_seconds_removed, time_logs_seconds_changed'
      )
    }
    // Not the query builder's dropColumn: on SQLite it rebuilds projects, which the foreign keys
    // of every table pointing at projects refuse.
    this.schema.raw('ALTER TABLE projects DROP COLUMN logged_seconds')
  }

  private sqliteTriggers() {
    const seconds = (log: string) =>
      `(strftime('%s', ${log}.stop_time) - strftime('%s', ${log}.start_time))`
    this.schema.raw(
      `CREATE TRIGGER time_logs_seconds_insert AFTER INSERT ON time_logs BEGIN
        UPDATE projects SET logged_seconds = logged_seconds + ${seconds('NEW')}
        WHERE id = NEW.project_id;
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_seconds_delete AFTER DELETE ON time_logs BEGIN
        UPDATE projects SET logged_seconds = logged_seconds - ${seconds('OLD')}
        WHERE id = OLD.project_id;
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_seconds_change
      AFTER UPDATE OF project_id, start_time, stop_time ON time_logs BEGIN
        UPDATE projects SET logged_seconds = logged_seconds - ${seconds('OLD')}
        WHERE id = OLD.project_id;
        UPDATE projects SET logged_seconds = logged_seconds + ${seconds('NEW')}
        WHERE id = NEW.project_id;
      END`
    )
  }

  /**
   * Inserts and deletes add up per statement, so a bulk load updates each project once. OR
   * REPLACE, because migration:fresh drops the tables with their triggers but leaves the functions.
   */
  private postgresTriggers() {
    const seconds = (log: string) => `EXTRACT(EPOCH FROM (${log}.stop_time - ${log}.start_time))`
    for (const [name, table, sign] of [
      ['added', 'added_logs', '+'],
      ['removed', 'removed_logs', '-'],
    ]) {
      this.schema.raw(
        `CREATE OR REPLACE FUNCTION time_logs_seconds_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE projects SET logged_seconds = logged_seconds ${sign} totals.seconds
          FROM (
            SELECT project_id, SUM(${seconds(table)})::bigint AS seconds
            FROM ${table} GROUP BY project_id
          ) AS totals
          WHERE projects.id = totals.project_id;
          RETURN NULL;
        END $$`
      )
    }
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION time_logs_seconds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE projects SET logged_seconds = logged_seconds - ${seconds('OLD')}::bigint
        WHERE id = OLD.project_id;
        UPDATE projects SET logged_seconds = logged_seconds + ${seconds('NEW')}::bigint
        WHERE id = NEW.project_id;
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_seconds_insert AFTER INSERT ON time_logs
      REFERENCING NEW TABLE AS added_logs FOR EACH STATEMENT
      EXECUTE FUNCTION time_logs_seconds_added()`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_seconds_delete AFTER DELETE ON time_logs
      REFERENCING OLD TABLE AS removed_logs FOR EACH STATEMENT
      EXECUTE FUNCTION time_logs_seconds_removed()`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_seconds_change
      AFTER UPDATE OF project_id, start_time, stop_time ON time_logs
      FOR EACH ROW EXECUTE FUNCTION time_logs_seconds_changed()`
    )
  }
}
