import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A person's report reads their daily sums from `daily_log_totals_user_index` alone (migration
 * 0016); since the sums carry amounts (migration 0036) it also reads each row of the table for
 * them. The index now holds the amounts too, so that the report reads the index alone again.
 */
export default class extends BaseSchema {
  async up() {
    this.index(['seconds', 'count', 'billable_amount', 'cost_amount'])
  }

  async down() {
    this.index(['seconds', 'count'])
  }

  private index(sums: string[]) {
    this.schema.raw('DROP INDEX daily_log_totals_user_index')
    this.schema.raw(
      `CREATE INDEX daily_log_totals_user_index
      ON daily_log_totals (user_id, date, project_id, task_id, ${sums.join(', ')})`
    )
  }
}
