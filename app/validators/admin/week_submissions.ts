import vine from '@vinejs/vine'
import { id, text } from '#validators/fields'
import { emptyToNull } from '#validators/admin/fields'
import { listQuery } from '#validators/admin/list'

/** The admin's queue of weeks: `week` is any date of the weeks wanted. */
export const weekSubmissionListQuery = listQuery({
  sort: ['starts_on', 'submitted_at', 'decided_at', 'status', 'user'],
  filters: { id: 'ids', status: 'exact', user_id: 'ids', week: 'date' },
})

export const maxDecisions = 200

/** Approving or rejecting several weeks at once; a rejection needs its comment (the service says so). */
export const weekDecisionValidator = vine.create({
  ids: vine.array(id()).minLength(1).maxLength(maxDecisions),
  decision: vine.enum(['approve', 'reject'] as const),
  comment: text().parse(emptyToNull).trim().maxLength(1000).nullable().optional(),
})
