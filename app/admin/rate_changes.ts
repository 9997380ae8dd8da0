import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import RateChange from '#models/rate_change'
import { rateChangeListQuery } from '#validators/admin/rate_changes'
import { fieldError } from '#lib/field_error'
import { likeSql } from '#lib/like_search'
import { changeRate, removeRateChange, type RateChangeInput } from '#services/rates'
import { rateWriter } from '#admin/rates'
import type { ListSpec } from '#admin/list'
import type { RateSubject } from '#shared/rates'

const subjectTables: Record<RateSubject, string> = {
  user: 'users',
  client: 'clients',
  project: 'projects',
  connection: 'connections',
}

/** Where the rate-history API shows a refusal of a change. */
const fields = { rate: 'rate', from: 'valid_from' }

/** The steps of every rate history, filtered by subject and kind, searched by who set them. */
export const rateChanges: ListSpec<typeof RateChange> & { listQuery: typeof rateChangeListQuery } =
  {
    model: RateChange,
    listQuery: rateChangeListQuery,
    defaultSort: 'valid_from',
    search: (query, pattern) =>
      query.whereHas('creator', (creator) => creator.whereRaw(likeSql('name'), [pattern])),
    preload: (query) => query.preload('creator'),
  }

/**
 * Adds a step to a rate history, refused when the subject does not exist, when a cost rate is
 * set on anything but a person, or when a step of the same kind starts on that date already.
 */
export async function addRateChange(ctx: HttpContext, input: RateChangeInput) {
  const exists = await db
    .from(subjectTables[input.subject])
    .where('id', input.subjectId)
    .select('id')
    .first()
  if (!exists) {
    throw fieldError('subject_id', ctx.i18n.t('admin.rate_subject_missing'), 'database.exists')
  }
  if (input.kind === 'cost' && input.subject !== 'user') {
    throw fieldError('kind', ctx.i18n.t('admin.cost_rate_people_only'), 'costRatePeopleOnly')
  }
  return changeRate(input, rateWriter(ctx, fields))
}

/** Deletes a step, and prices its logs from its date again, under the same refusals. */
export function deleteRateChange(ctx: HttpContext, step: RateChange) {
  return removeRateChange(step, rateWriter(ctx, fields))
}
