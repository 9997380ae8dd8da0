import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { listRecords } from '#services/admin/list'
import { type AdminResource, findRecord, objectBody, saveRecord } from '#services/admin/resource'

/**
 * The admin API of one resource (DESIGN.md "Admin API"): list, show, create, update, delete.
 * Each resource's controller names its resource; what differs lives in app/services/admin.
 */
export default abstract class AdminResourceController<Model extends LucidModel, Fields> {
  protected abstract resource: AdminResource<Model, Fields>

  async index({ request }: HttpContext) {
    const options = await request.validateUsing(this.resource.listQuery.validator)
    const { rows, total } = await listRecords(
      this.resource,
      this.resource.listQuery.filters,
      options
    )
    return { data: rows.map(this.resource.transform), total }
  }

  async show({ params }: HttpContext) {
    return { data: this.resource.transform(await findRecord(this.resource, params.id)) }
  }

  async store(ctx: HttpContext) {
    const fields = await this.resource.validate(ctx.request, objectBody(ctx))
    const record = await saveRecord(this.resource, ctx, fields)
    return ctx.response.created({ data: await this.present(record) })
  }

  /** PUT: fields left out of the body keep their current values. */
  async update(ctx: HttpContext) {
    const record = await findRecord(this.resource, ctx.params.id)
    const data = { ...this.resource.transform(record), ...objectBody(ctx) }
    const fields = await this.resource.validate(ctx.request, data, ctx.params.id)
    return { data: await this.present(await saveRecord(this.resource, ctx, fields, record)) }
  }

  async destroy(ctx: HttpContext) {
    const record = await findRecord(this.resource, ctx.params.id)
    await this.resource.remove(ctx, record)
    return ctx.response.noContent()
  }

  /** Reads the saved record back with what transform() needs. */
  private async present(record: InstanceType<Model>) {
    return this.resource.transform(
      await findRecord(this.resource, record.$primaryKeyValue as number)
    )
  }
}
