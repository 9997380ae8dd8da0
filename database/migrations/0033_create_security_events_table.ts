import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The security events of accounts: sign-ins and failed ones, password, e-mail, token, role and
 * activation changes, accepted invitations (app/services/security_events.ts). `user_id` is null
 * for a failed sign-in with an address no account has, which `email` then holds; `actor_id`
 * is the administrator who made the change, when not the person themself. A person's events go
 * with their account; an administrator's deletion leaves the events they caused, without them.
 */
export default class extends BaseSchema {
  protected tableName = 'security_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('actor_id')
        .nullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('kind', 40).notNullable()
      table.string('email', 254).nullable()
      table.string('ip', 64).nullable()
      table.string('user_agent', 512).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
