import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A rotated webhook secret keeps signing deliveries, beside the new one, until
 * `previous_secret_expires_at` (docs/api.md), so that receivers can switch without
 * refusing deliveries. It is stored encrypted with APP_KEY, like `secret`.
 */
export default class extends BaseSchema {
  protected tableName = 'webhook_endpoints'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('previous_secret').nullable()
      table.timestamp('previous_secret_expires_at').nullable()
    })
  }

  async down() {
    // Not the query builder's dropColumn: on SQLite it rebuilds webhook_endpoints, which the
    // foreign key of webhook_deliveries refuses.
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN previous_secret`)
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN previous_secret_expires_at`)
  }
}
