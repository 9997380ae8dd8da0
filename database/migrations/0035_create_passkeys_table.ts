import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The passkeys (WebAuthn credentials) of accounts (app/services/passkeys.ts). `credential_id`
 * and `public_key` are base64url; `counter` is the authenticator's signature counter, which
 * only grows (0 for authenticators that keep none); `transports` the JSON list the browser gave.
 */
export default class extends BaseSchema {
  protected tableName = 'passkeys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('credential_id', 1400).notNullable().unique()
      table.text('public_key').notNullable()
      table.bigInteger('counter').notNullable().defaultTo(0)
      table.text('transports').nullable()
      table.string('name', 100).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('last_used_at').nullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
