import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { listRecords } from '#admin/list'
import { type AdminResource, findRecord, objectBody, present, saveRecord } from '#admin/resource'

/**
 * The admin API of one resource (docs/api.md): list, show, create, update, delete.
 * Each resource's controller names its resource; what differs lives in app/admin.
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
    return { data: rows.map((row) => present(this.resource, row)), total }
  }

  async show({ params }: HttpContext) {
    return { data: present(this.resource, await findRecord(this.resource, params.id)) }
  }

  async store(ctx: HttpContext) {
    const fields = await this.resource.validate(ctx.request, objectBody(ctx))
    const record = await saveRecord(this.resource, ctx, fields)
    return ctx.response.created({ data: await this.reread(record) })
  }

  /** PUT: fields left out of the body keep their current values. */
  async update(ctx: HttpContext) {
    const record = await findRecord(this.resource, ctx.params.id)
    const data = { ...present(this.resource, record), ...objectBody(ctx) }
    const fields = await this.resource.validate(ctx.request, data, ctx.params.id)
    return { data: await this.reread(await saveRecord(this.resource, ctx, fields, record)) }
  }

  async destroy(ctx: HttpContext) {
    const record = await findRecord(this.resource, ctx.params.id)
    await this.resource.remove(ctx, record)
    return ctx.response.noContent()
  }

  /** Reads the saved record back with what its transformer needs, and what the save issued. */
  private async reread(saved: InstanceType<Model>) {
    const record = await findRecord(this.resource, saved.$primaryKeyValue as number)
    return { ...present(this.resource, record), ...this.resource.issued?.(saved) }
  }
}
