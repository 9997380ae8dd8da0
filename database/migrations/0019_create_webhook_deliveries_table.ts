import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One event sent to one endpoint, with its state: the worker (app/services/webhooks/worker.ts)
 * claims the pending ones whose next attempt is due, and the admin panel lists them newest first,
 * per endpoint. `payload` is the exact JSON body, so every retry sends (and signs) the same bytes.
 */
export default class extends BaseSchema {
  protected tableName = 'webhook_deliveries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.uuid('id').primary()
      table
        .integer('endpoint_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('webhook_endpoints')
        .onDelete('CASCADE')
      table.string('event', 50).notNullable()
      table.text('payload').notNullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').nullable()
      table.integer('last_status_code').nullable()
      table.string('last_error', 255).nullable()
      table.timestamp('delivered_at').nullable()
      table.timestamp('created_at').notNullable()
      // The worker's claim: the pending deliveries that are due, oldest first.
      table.index(['status', 'next_attempt_at'])
      // The admin list, all or one endpoint's, newest first.
      table.index(['created_at'])
      table.index(['endpoint_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
