import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'invitations'

  /**
   * An account an administrator made without a password is invited (users.invited_at) until its
   * owner sets one through the link mailed to them; the link's token is kept only as a hash.
   */
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('invited_at').nullable()
    })
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // SHA-256 of the token; the token itself exists only in the e-mail.
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
    // Not the query builder's dropColumn: on SQLite it rebuilds users, which the foreign keys
    // of every table pointing at users refuse.
    this.schema.raw('ALTER TABLE users DROP COLUMN invited_at')
  }
}
