import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  addToStretches,
  deleteEmptiedStretches,
  type StretchMoney,
} from '#database/weekly_stretches'

/**
 * Money (app/services/rates.ts, pricing.ts, billing.ts, budgets.ts):
 *
 * - `rate_changes`: the history of every hourly rate, in minor units of the installation's
 *   currency. A row sets the rate of one subject (a person, client, project or connection) of one
 *   kind (billable, or a person's cost) from its date on, until the subject's next row; a null
 *   rate unsets it from that date. One row per subject, kind and date.
 * - Each log keeps the rates it was priced at and its amounts (hours × rate, rounded to the
 *   minor unit): a log is priced when it is written and again when a rate in force on its date
 *   changes, so the lists and summaries read money as they read seconds. `billing_batch_id` marks
 *   a billed log, which nothing changes until its batch is undone.
 * - The daily and weekly sums (migrations 0016, 0024) add up the amounts as they add up the
 *   seconds, kept by the database: their triggers are created again with the amounts.
 * - A project's money budget, for the whole project or per calendar month, and the alerts sent
 *   for it: one per project, period, threshold and budget.
 */
export default class extends BaseSchema {
  async up() {
    const postgres = this.db.dialect.name === 'postgres'
    this.schema.createTable('rate_changes', (table) => {
      table.increments('id')
      table.string('subject', 10).notNullable()
      table.integer('subject_id').notNullable()
      table.string('kind', 8).notNullable()
      table.bigInteger('rate').nullable()
      table.date('valid_from').notNullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['subject', 'subject_id', 'kind', 'valid_from'])
    })
    this.schema.createTable('billing_batches', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.date('issued_on').notNullable()
      table.integer('client_id').notNullable().references('id').inTable('clients')
      table.integer('project_id').nullable().references('id').inTable('projects')
      table.date('date_from').notNullable()
      table.date('date_to').notNullable()
      table.string('grouping', 12).notNullable()
      table.integer('log_count').notNullable()
      table.bigInteger('seconds').notNullable()
      table.bigInteger('subtotal').notNullable()
      table.integer('tax_rate').nullable()
      table.bigInteger('tax').notNullable()
      table.bigInteger('total').notNullable()
      table.string('currency', 3).notNullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
    })
    this.schema.raw('ALTER TABLE time_logs ADD COLUMN billable_rate bigint NULL')
    this.schema.raw('ALTER TABLE time_logs ADD COLUMN billable_amount bigint NULL')
    this.schema.raw('ALTER TABLE time_logs ADD COLUMN cost_rate bigint NULL')
    this.schema.raw('ALTER TABLE time_logs ADD COLUMN cost_amount bigint NULL')
    this.schema.raw(
      'ALTER TABLE time_logs ADD COLUMN billing_batch_id integer NULL REFERENCES billing_batches (id)'
    )
    this.schema.raw(
      'CREATE INDEX time_logs_billing_batch_index ON time_logs (billing_batch_id, project_id, date)'
    )
    for (const table of ['daily_log_totals', 'weekly_log_totals']) {
      this.schema.raw(`ALTER TABLE ${table} ADD COLUMN billable_amount bigint NOT NULL DEFAULT 0`)
      this.schema.raw(`ALTER TABLE ${table} ADD COLUMN cost_amount bigint NOT NULL DEFAULT 0`)
    }
    this.schema.raw('ALTER TABLE projects ADD COLUMN budget_amount bigint NULL')
    this.schema.raw(
      "ALTER TABLE projects ADD COLUMN budget_period varchar(5) NOT NULL DEFAULT 'total'"
    )
    this.schema.createTable('budget_alerts', (table) => {
      table
        .integer('project_id')
        .notNullable()
        .references('id')
        .inTable('projects')
        .onDelete('CASCADE')
      table.date('period_starts_on').notNullable()
      table.integer('threshold').notNullable()
      table.bigInteger('budget_amount').notNullable()
      table.timestamp('sent_at').notNullable()
      table.primary(['project_id', 'period_starts_on', 'threshold', 'budget_amount'])
    })
    if (postgres) this.postgresTriggers(true)
    else this.sqliteTriggers(true)
  }

  async down() {
    const postgres = this.db.dialect.name === 'postgres'
    if (postgres) this.postgresTriggers(false)
    else this.sqliteTriggers(false)
    this.schema.dropTable('budget_alerts')
    this.schema.raw('ALTER TABLE projects DROP COLUMN budget_amount')
    this.schema.raw('ALTER TABLE projects DROP COLUMN budget_period')
    for (const table of ['daily_log_totals', 'weekly_log_totals']) {
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN billable_amount`)
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN cost_amount`)
    }
    this.schema.raw('DROP INDEX time_logs_billing_batch_index')
    for (const column of [
      'billing_batch_id',
      'cost_amount',
      'cost_rate',
      'billable_amount',
      'billable_rate',
    ]) {
      this.schema.raw(`ALTER TABLE time_logs DROP COLUMN ${column}`)
    }
    this.schema.dropTable('billing_batches')
    this.schema.dropTable('rate_changes')
  }

  /** The daily sums' triggers on time_logs, with the amounts or (down) as migration 0016 made them. */
  private sqliteTriggers(money: boolean) {
    const amounts = (log: string) =>
      money
        ? {
            columns: ', billable_amount, cost_amount',
            values: `, COALESCE(${log}.billable_amount, 0), COALESCE(${log}.cost_amount, 0)`,
            added: `, billable_amount = billable_amount + excluded.billable_amount,
              cost_amount = cost_amount + excluded.cost_amount`,
            removed: `, billable_amount = billable_amount - COALESCE(${log}.billable_amount, 0),
              cost_amount = cost_amount - COALESCE(${log}.cost_amount, 0)`,
          }
        : { columns: '', values: '', added: '', removed: '' }
    const add = (log: string) =>
      `INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count${amounts(log).columns})
        VALUES (${log}.date, ${log}.user_id, ${log}.project_id, ${log}.task_id, ${log}.seconds, 1${amounts(log).values})
        ON CONFLICT (date, user_id, project_id, task_id) DO UPDATE
        SET seconds = seconds + excluded.seconds, count = count + 1${amounts(log).added};`
    const key = (log: string) =>
      `date = ${log}.date AND user_id = ${log}.user_id
        AND project_id = ${log}.project_id AND task_id = ${log}.task_id`
    const remove = (log: string) =>
      `UPDATE daily_log_totals SET seconds = seconds - ${log}.seconds, count = count - 1${amounts(log).removed}
        WHERE ${key(log)};
      DELETE FROM daily_log_totals WHERE ${key(log)} AND count = 0;`
    const changedColumns = `date, user_id, project_id, task_id, start_time, stop_time${
      money ? ', billable_amount, cost_amount' : ''
    }`
    for (const trigger of ['insert', 'delete', 'change']) {
      this.schema.raw(`DROP TRIGGER daily_log_totals_${trigger}`)
    }
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_insert AFTER INSERT ON time_logs BEGIN ${add('NEW')} END`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_delete AFTER DELETE ON time_logs BEGIN ${remove('OLD')} END`
    )
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_change AFTER UPDATE OF ${changedColumns} ON time_logs
      BEGIN ${remove('OLD')} ${add('NEW')} END`
    )
    const stretches = this.stretchChanges(false, money)
    for (const trigger of ['insert', 'change', 'delete']) {
      this.schema.raw(`DROP TRIGGER weekly_log_totals_${trigger}`)
    }
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_insert AFTER INSERT ON daily_log_totals
      BEGIN ${stretches.added} END`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_change AFTER UPDATE ON daily_log_totals
      BEGIN ${stretches.changed} END`
    )
    this.schema.raw(
      `CREATE TRIGGER weekly_log_totals_delete AFTER DELETE ON daily_log_totals
      BEGIN ${stretches.removed} END`
    )
  }

  /** What a daily sum's insert, change and delete add to its stretches (as migration 0025). */
  private stretchChanges(postgres: boolean, money: boolean) {
    const moneyOf = (billable: string, cost: string): StretchMoney | undefined =>
      money ? { billable, cost } : undefined
    return {
      added: addToStretches(
        postgres,
        'NEW',
        'NEW.seconds',
        'NEW.count',
        moneyOf('NEW.billable_amount', 'NEW.cost_amount')
      ),
      changed: addToStretches(
        postgres,
        'NEW',
        'NEW.seconds - OLD.seconds',
        'NEW.count - OLD.count',
        moneyOf('NEW.billable_amount - OLD.billable_amount', 'NEW.cost_amount - OLD.cost_amount')
      ),
      removed:
        addToStretches(
          postgres,
          'OLD',
          '-OLD.seconds',
          '-OLD.count',
          moneyOf('-OLD.billable_amount', '-OLD.cost_amount')
        ) + deleteEmptiedStretches(postgres, 'OLD'),
    }
  }

  /**
   * The same on PostgreSQL, where the triggers call their functions by name: replacing the
   * functions is enough, except for the change trigger, whose columns change.
   */
  private postgresTriggers(money: boolean) {
    const columns = money ? ', billable_amount, cost_amount' : ''
    const grouped = (logs: string) =>
      `SELECT date, user_id, project_id, task_id, SUM(seconds) AS seconds, COUNT(*) AS count
        ${money ? ', SUM(COALESCE(billable_amount, 0)) AS billable_amount, SUM(COALESCE(cost_amount, 0)) AS cost_amount' : ''}
      FROM ${logs} GROUP BY date, user_id, project_id, task_id`
    const matches = `daily_log_totals.date = logs.date AND daily_log_totals.user_id = logs.user_id
      AND daily_log_totals.project_id = logs.project_id AND daily_log_totals.task_id = logs.task_id`
    const addedSums = money
      ? `, billable_amount = daily_log_totals.billable_amount + excluded.billable_amount,
          cost_amount = daily_log_totals.cost_amount + excluded.cost_amount`
      : ''
    const removedSums = money
      ? `, billable_amount = daily_log_totals.billable_amount - logs.billable_amount,
          cost_amount = daily_log_totals.cost_amount - logs.cost_amount`
      : ''
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION daily_log_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count${columns})
        ${grouped('added_logs')}
        ON CONFLICT (date, user_id, project_id, task_id) DO UPDATE
        SET seconds = daily_log_totals.seconds + excluded.seconds,
          count = daily_log_totals.count + excluded.count${addedSums};
        RETURN NULL;
      END $$`
    )
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION daily_log_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE daily_log_totals
        SET seconds = daily_log_totals.seconds - logs.seconds,
          count = daily_log_totals.count - logs.count${removedSums}
        FROM (${grouped('removed_logs')}) AS logs
        WHERE ${matches};
        DELETE FROM daily_log_totals USING (${grouped('removed_logs')}) AS logs
        WHERE ${matches} AND daily_log_totals.count = 0;
        RETURN NULL;
      END $$`
    )
    const oldAmounts = money
      ? `, billable_amount = billable_amount - COALESCE(OLD.billable_amount, 0),
          cost_amount = cost_amount - COALESCE(OLD.cost_amount, 0)`
      : ''
    const newValues = money
      ? ', COALESCE(NEW.billable_amount, 0), COALESCE(NEW.cost_amount, 0)'
      : ''
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION daily_log_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE daily_log_totals SET seconds = seconds - OLD.seconds, count = count - 1${oldAmounts}
        WHERE date = OLD.date AND user_id = OLD.user_id
          AND project_id = OLD.project_id AND task_id = OLD.task_id;
        DELETE FROM daily_log_totals
        WHERE date = OLD.date AND user_id = OLD.user_id
          AND project_id = OLD.project_id AND task_id = OLD.task_id AND count = 0;
        INSERT INTO daily_log_totals (date, user_id, project_id, task_id, seconds, count${columns})
        VALUES (NEW.date, NEW.user_id, NEW.project_id, NEW.task_id, NEW.seconds, 1${newValues})
        ON CONFLICT (date, user_id, project_id, task_id) DO UPDATE
        SET seconds = daily_log_totals.seconds + excluded.seconds,
          count = daily_log_totals.count + 1${addedSums};
        RETURN NULL;
      END $$`
    )
    const changedColumns = `date, user_id, project_id, task_id, start_time, stop_time${
      money ? ', billable_amount, cost_amount' : ''
    }`
    this.schema.raw('DROP TRIGGER daily_log_totals_change ON time_logs')
    this.schema.raw(
      `CREATE TRIGGER daily_log_totals_change AFTER UPDATE OF ${changedColumns} ON time_logs
      FOR EACH ROW EXECUTE FUNCTION daily_log_totals_changed()`
    )
    const stretches = this.stretchChanges(true, money)
    this.schema.raw(
      `CREATE OR REPLACE FUNCTION weekly_log_totals_daily_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${stretches.added}
        ELSIF TG_OP = 'UPDATE' THEN ${stretches.changed}
        ELSE ${stretches.removed}
        END IF;
        RETURN NULL;
      END $$`
    )
  }
}
