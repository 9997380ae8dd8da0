import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An undone billing batch stays, marked with when and by whom it was undone, instead of being
 * deleted: its number, client, range and total remain on record, and its number is never given
 * to another statement (app/services/billing.ts).
 */
export default class extends BaseSchema {
  async up() {
    const timestamp = this.db.dialect.name === 'postgres' ? 'timestamptz' : 'datetime'
    this.schema.raw(`ALTER TABLE billing_batches ADD COLUMN undone_at ${timestamp} NULL`)
    this.schema.raw(
      'ALTER TABLE billing_batches ADD COLUMN undone_by integer NULL REFERENCES users (id) ON DELETE SET NULL'
    )
  }

  async down() {
    this.schema.raw('DELETE FROM billing_batches WHERE undone_at IS NOT NULL')
    this.schema.raw('ALTER TABLE billing_batches DROP COLUMN undone_by')
    this.schema.raw('ALTER TABLE billing_batches DROP COLUMN undone_at')
  }
}
