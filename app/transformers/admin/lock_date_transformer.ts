import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LockDateRecord } from '#admin/lock_date'

/** The lock date, and who set or cleared it when. */
export default class LockDateTransformer extends BaseTransformer<LockDateRecord> {
  toObject() {
    const { setting, updater } = this.resource
    return {
      lock_date: setting?.value ?? null,
      updated_at: setting?.updatedAt.toISO() ?? null,
      updated_by: updater ? { id: updater.id, name: updater.name } : null,
    }
  }
}
