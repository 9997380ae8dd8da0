import { BaseTransformer } from '@adonisjs/core/transformers'
import type RateChange from '#models/rate_change'

/** A step of a rate history; needs its creator preloaded. */
export default class RateChangeTransformer extends BaseTransformer<RateChange> {
  toObject() {
    const step = this.resource
    return {
      id: step.id,
      subject: step.subject,
      subject_id: step.subjectId,
      kind: step.kind,
      rate: step.rate,
      valid_from: step.validFrom,
      created_by: step.createdBy,
      created_by_name: step.creator?.name ?? null,
      created_at: step.createdAt.toISO()!,
    }
  }
}
