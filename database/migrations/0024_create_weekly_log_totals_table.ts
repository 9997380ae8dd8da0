import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  addToStretches,
  deleteEmptiedStretches,
  stretchStart,
  weekStarts,
} from '#database/weekly_stretches'

/** A project's seconds go into the billable seconds when it becomes billable, and out if not. */
const billableSign = 'CASE WHEN NEW.billable THEN 1 ELSE -1 END'

/**
 * Each person's seconds, billable seconds and number of logs per stretch of days that lies in
 * one week and one month, for weeks starting on a Monday and on a Sunday: the week is split
 * where a month begins, so a stretch adds up into its week and into its month alike. A team's
 * summary by person, week or month over a year reads these, about 63,000 rows for a company of
 * 1,000, instead of a row per person, day, project and task (migration 0016).
 *
 * The database keeps them from the daily sums, whoever writes: every change of a daily sum adds
 * its difference here. A stretch's billable seconds follow its projects' `billable`: a project
 * that changes it moves its seconds between billable and not. (A project or person with logs
 * cannot be deleted: time_logs' foreign keys restrict it.)
 */
export default class extends BaseSchema {
  protected tableName = 'weekly_log_totals'

  async up() {
    const postgres = this.db.dialect.name === 'postgres'
    this.schema.raw(
      `CREATE TABLE weekly_log_totals (
        week_start varchar(6) NOT NULL,
        starts_on date NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seconds bigint NOT NULL,
        billable_seconds bigint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (week_start, starts_on, user_id)
      )${postgres ? '' : ' WITHOUT ROWID'}`
    )
    for (const weekStart of weekStarts) {
      this.schema.raw(
        `INSERT INTO weekly_log_totals
          (week_start, starts_on, user_id, seconds, billable_seconds, count)
        SELECT '${weekStart}', ${stretchStart(postgres, weekStart, 'daily.date')}, daily.user_id,
          SUM(daily.seconds),
          SUM(CASE WHEN projects.billable THEN daily.seconds ELSE 0 END),
          SUM(daily.count)
        FROM daily_log_totals AS daily JOIN projects ON projects.id = daily.project_id
        GROUP BY 1, 2, 3`
      )
    }
    if (postgres) this.postgresTriggers()
    else this.sqliteTriggers()
  }

  async down() {
    const postgres = this.db.dialect.name === 'postgres'
    if (postgres) {
      this.schema.raw('DROP TRIGGER weekly_log_totals_daily ON daily_log_totals')
      this.schema.raw('DROP TRIGGER weekly_log_totals_billable ON projects')
      this.schema.raw(
        'DROP FUNCTION weekly_log_totals_daily_changed, weekly_log_totals_billable_changed'
      )
    } else {
      for (const trigger of ['insert', 'change', 'delete', 'billable']) {
        this.schema.raw(`DROP TRIGGER weekly_log_totals_${trigger}`)
      }
    }
    this.schema.raw('DROP TABLE weekly_log_totals')
  }

  /** Adds amounts to the stretches of a person's day, and deletes those left without a log. */
  private updateStretches(row: string, seconds: string, count: string) {
    const postgres = this.db.dialect.name === 'postgres'
    return addToStretches(postgres, row, seconds, count) + deleteEmptiedStretches(postgres, row)
  }

  /** Moves a changed project's seconds into its stretches' billable seconds, or out of them. */
  private moveBillable() {
    const postgres = this.db.dialect.name === 'postgres'
    return weekStarts
      .map(
        (weekStart) => `
        UPDATE weekly_log_totals
        SET billable_seconds = weekly_log_totals.billable_seconds + (${billableSign}) * moved.seconds
        FROM (
          SELECT user_id, ${stretchStart(postgres, weekStart, 'daily_log_totals.date')} AS starts_on,
            SUM(seconds) AS seconds
          FROM daily_log_totals WHERE project_id = NEW.id
          GROUP BY 1, 2
        ) AS moved
        WHERE weekly_log_totals.week_start = '${weekStart}'
          AND weekly_log_totals.starts_on = moved.starts_on
          AND weekly_log_totals.user_id = moved.user_id;`
      )
      .join('\n')
  }

  private sqliteTriggers() {
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_insert AFTER INSERT ON daily_log_totals
      BEGIN ${this.updateStretches('NEW', 'NEW.seconds', 'NEW.count')} END`
    )
    // A daily sum changes only its amounts, never its day, person, project or task.
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_change AFTER UPDATE ON daily_log_totals
      BEGIN
        ${this.updateStretches('NEW', 'NEW.seconds - OLD.seconds', 'NEW.count - OLD.count')}
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_delete AFTER DELETE ON daily_log_totals
      BEGIN ${this.updateStretches('OLD', '-OLD.seconds', '-OLD.count')} END`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_billable AFTER UPDATE OF billable ON projects
      WHEN OLD.billable IS NOT NEW.billable
      BEGIN
        ${this.moveBillable()}
      END`
    )
  }

  /** OR REPLACE, because migration:fresh drops the tables with their triggers but leaves the functions. */
  private postgresTriggers() {
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION weekly_log_totals_daily_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${this.updateStretches('NEW', 'NEW.seconds', 'NEW.count')}
        ELSIF TG_OP = 'UPDATE' THEN
          ${this.updateStretches('NEW', 'NEW.seconds - OLD.seconds', 'NEW.count - OLD.count')}
        ELSE
          ${this.updateStretches('OLD', '-OLD.seconds', '-OLD.count')}
        END IF;
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION weekly_log_totals_billable_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        ${this.moveBillable()}
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_daily
      AFTER INSERT OR UPDATE OR DELETE ON daily_log_totals
      FOR EACH ROW EXECUTE FUNCTION weekly_log_totals_daily_changed()`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_billable AFTER UPDATE OF billable ON projects
      FOR EACH ROW WHEN (OLD.billable IS DISTINCT FROM NEW.billable)
      EXECUTE FUNCTION weekly_log_totals_billable_changed()`
    )
  }
}
