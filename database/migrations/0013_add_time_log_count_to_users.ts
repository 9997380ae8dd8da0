import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each user's number of time logs, kept by the database itself on every insert, delete and
 * change of owner, whoever writes: the Time Logs list shows the total on every page, and
 * counting a heavy user's logs each time was the list's largest cost.
 *
 * On SQLite, a later migration that makes the query builder rebuild `time_logs` (as some column
 * changes do) drops these triggers with the old table; such a migration must create them again.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('time_log_count').notNullable().defaultTo(0)
    })
    this.schema.raw(
      `UPDATE users SET time_log_count =
        (SELECT count(*) FROM time_logs WHERE time_logs.user_id = users.id)`
    )
    if (this.db.dialect.name === 'postgres') this.postgresTriggers()
    else this.sqliteTriggers()
  }

  async down() {
    const postgres = this.db.dialect.name === 'postgres'
    for (const trigger of ['insert', 'delete', 'move']) {
      this.schema.raw(`DROP TRIGGER time_logs_count_${trigger}${postgres ? ' ON time_logs' : ''}`)
    }
    if (postgres) {
      this.schema.raw(
        'DROP FUNCTION time_logs_count_added, time_logs_count_removed, time_logs_count_moved'
      )
    }
    // Not the query builder's dropColumn: on SQLite it rebuilds users, which the foreign keys
    // of every table pointing at users refuse.
    this.schema.raw('ALTER TABLE users DROP COLUMN time_log_count')
  }

  private sqliteTriggers() {
    this.schema.raw(
      `CREATE TRIGGER time_logs_count_insert AFTER INSERT ON time_logs BEGIN
        UPDATE users SET time_log_count = time_log_count + 1 WHERE id = NEW.user_id;
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_count_delete AFTER DELETE ON time_logs BEGIN
        UPDATE users SET time_log_count = time_log_count - 1 WHERE id = OLD.user_id;
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_count_move AFTER UPDATE OF user_id ON time_logs
      WHEN NEW.user_id IS NOT OLD.user_id BEGIN
        UPDATE users SET time_log_count = time_log_count - 1 WHERE id = OLD.user_id;
        UPDATE users SET time_log_count = time_log_count + 1 WHERE id = NEW.user_id;
      END`
    )
  }

  /**
   * Inserts and deletes count per statement, so a bulk load updates each user once. OR REPLACE,
   * because migration:fresh drops the tables with their triggers but leaves the functions.
   */
  private postgresTriggers() {
    for (const [name, table, sign] of [
      ['added', 'added_logs', '+'],
      ['removed', 'removed_logs', '-'],
    ]) {
      this.schema.raw(
        `CREATE OR REPLACE FUNCTION time_logs_count_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE users SET time_log_count = time_log_count ${sign} counts.count
          FROM (SELECT user_id, count(*) AS count FROM ${table} GROUP BY user_id) AS counts
          WHERE users.id = counts.user_id;
          RETURN NULL;
        END $$`
      )
    }
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION time_logs_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET time_log_count = time_log_count - 1 WHERE id = OLD.user_id;
        UPDATE users SET time_log_count = time_log_count + 1 WHERE id = NEW.user_id;
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_count_insert AFTER INSERT ON time_logs
      REFERENCING NEW TABLE AS added_logs FOR EACH STATEMENT
      EXECUTE FUNCTION time_logs_count_added()`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_count_delete AFTER DELETE ON time_logs
      REFERENCING OLD TABLE AS removed_logs FOR EACH STATEMENT
      EXECUTE FUNCTION time_logs_count_removed()`
    )
    this.schema.raw(
      `CREATE TRIGGER time_logs_count_move AFTER UPDATE OF user_id ON time_logs
      FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
      EXECUTE FUNCTION time_logs_count_moved()`
    )
  }
}
