import { BaseSchema } from '@adonisjs/lucid/schema'

/** One row that GET /health writes, to learn whether the database takes writes. */
export default class extends BaseSchema {
  protected tableName = 'health_probes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.integer('id').primary()
      table.bigInteger('probed_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
