import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Two-factor sign-in (TOTP): the secret, encrypted with APP_KEY, set when it is turned on and
 * in force once a code from the app confirmed it; the time step of the last code accepted, so
 * that no code is accepted twice; and the recovery codes, each a SHA-256 hash, deleted as it is
 * used.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('two_factor_secret').nullable()
      table.timestamp('two_factor_confirmed_at').nullable()
      table.bigInteger('two_factor_last_step').nullable()
    })
    this.schema.createTable('two_factor_recovery_codes', (table) => {
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('code_hash', 64).notNullable()
      table.timestamp('created_at').notNullable()
      table.primary(['user_id', 'code_hash'])
    })
  }

  async down() {
    this.schema.dropTable('two_factor_recovery_codes')
    // Not the query builder's dropColumn: on SQLite it rebuilds users, which the foreign keys
    // pointing at it refuse.
    for (const column of ['two_factor_secret', 'two_factor_confirmed_at', 'two_factor_last_step']) {
      this.schema.raw(`ALTER TABLE users DROP COLUMN ${column}`)
    }
  }
}
