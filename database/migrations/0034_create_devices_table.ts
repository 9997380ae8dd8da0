import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The signed-in devices of accounts: one row per signed-in browser session
 * (app/services/devices.ts). `key` is the random key the session holds, which every request of
 * the session looks up: a session whose row is gone is signed out. `session_id` names the
 * session in its store (the `sessions` table or Redis) and `remember_me_token_id` the
 * remember-me token the browser holds, if any, so that signing out a device can end both.
 */
export default class extends BaseSchema {
  protected tableName = 'devices'

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
      table.string('key', 64).notNullable().unique()
      table.string('session_id', 64).notNullable()
      table.integer('remember_me_token_id').nullable().unsigned()
      table.string('user_agent', 512).nullable()
      table.string('ip', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('last_seen_at').notNullable()
      table.index(['user_id', 'last_seen_at'])
      table.index(['remember_me_token_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
