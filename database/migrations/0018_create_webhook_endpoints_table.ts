import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The URLs an administrator registered for webhooks (docs/api.md "Webhooks"). `secret` signs every
 * delivery; it is stored encrypted with APP_KEY (the signing needs it back, so it cannot be a
 * hash), and `events` is the JSON list of the events the endpoint subscribed to.
 */
export default class extends BaseSchema {
  protected tableName = 'webhook_endpoints'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('url', 2048).notNullable()
      table.string('description', 255).nullable()
      table.text('events').notNullable()
      table.text('secret').notNullable()
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
