import type { HttpContext } from '@adonisjs/core/http'
import { listRecords } from '#admin/list'
import { findRecord, objectBody } from '#admin/resource'
import { addRateChange, deleteRateChange, rateChanges } from '#admin/rate_changes'
import { rateChangeValidator } from '#validators/admin/rate_changes'
import RateChangeTransformer from '#transformers/admin/rate_change_transformer'
import type RateChange from '#models/rate_change'

const present = (step: RateChange) => new RateChangeTransformer(step).toObject()

/** The rate histories (docs/api.md): list, add a step, delete a step. */
export default class RateChangesController {
  async index({ request }: HttpContext) {
    const { listQuery } = rateChanges
    const options = await request.validateUsing(listQuery.validator)
    const { rows, total } = await listRecords(rateChanges, listQuery.filters, options)
    return { data: rows.map(present), total }
  }

  async show({ params }: HttpContext) {
    return { data: present(await findRecord(rateChanges, params.id)) }
  }

  async store(ctx: HttpContext) {
    const values = await ctx.request.validateUsing(rateChangeValidator, { data: objectBody(ctx) })
    const step = await addRateChange(ctx, {
      subject: values.subject,
      subjectId: values.subject_id,
      kind: values.kind,
      rate: values.rate,
      validFrom: values.valid_from,
    })
    return ctx.response.created({ data: present(await findRecord(rateChanges, step.id)) })
  }

  async destroy(ctx: HttpContext) {
    await deleteRateChange(ctx, await findRecord(rateChanges, ctx.params.id))
    return ctx.response.noContent()
  }
}
