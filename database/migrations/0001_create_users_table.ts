import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 255).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('password').notNullable()
      table.enum('role', ['user', 'admin']).notNullable().defaultTo('user')
      table.boolean('active').notNullable().defaultTo(true)
      table.timestamp('email_verified_at').nullable()
      table.enum('locale', ['en', 'nl']).notNullable().defaultTo('en')
      table.string('timezone', 64).notNullable().defaultTo('UTC')
      table.decimal('available_hours', 5, 2).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
