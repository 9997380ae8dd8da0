import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { listRecords } from '#admin/list'
import {
  type AdminResource,
  findRecord,
  objectBody,
  present,
  presentAll,
  saveRecord,
} from '#admin/resource'

/**
 * The admin API of one resource (docs/api.md): list, show, create, update, delete.
 * Each resource's controller names its resource; what differs lives in app/admin.
 */
export default abstract class AdminResourceController<Model extends LucidModel, Fields> {
  protected abstract resource: AdminResource<Model, Fields>

  async index(ctx: HttpContext) {
    const { request } = ctx
    const options = await request.validateUsing(this.resource.listQuery.validator)
    const { rows, total } = await listRecords(
      this.resource,
      this.resource.listQuery.filters,
      options
    )
    return { data: await presentAll(this.resource, ctx, rows), total }
  }

  async show(ctx: HttpContext) {
    return { data: await this.presentOne(ctx, await findRecord(this.resource, ctx.params.id)) }
  }

  async store(ctx: HttpContext) {
    const fields = await this.resource.validate(ctx.request, objectBody(ctx))
    const record = await saveRecord(this.resource, ctx, fields)
    return ctx.response.created({ data: await this.reread(ctx, record) })
  }

  /**
   * PUT: fields left out of the body keep their current values; those read for the
   * administrator (a rate in force today) are not merged in, so a rate left out stays as it is.
   */
  async update(ctx: HttpContext) {
    const record = await findRecord(this.resource, ctx.params.id)
    const data = { ...present(this.resource, record), ...objectBody(ctx) }
    const fields = await this.resource.validate(ctx.request, data, ctx.params.id)
    return { data: await this.reread(ctx, await saveRecord(this.resource, ctx, fields, record)) }
  }

  async destroy(ctx: HttpContext) {
    const record = await findRecord(this.resource, ctx.params.id)
    await this.resource.remove(ctx, record)
    return ctx.response.noContent()
  }

  /** The record as the admin API shows it to the administrator asking. */
  protected async presentOne(ctx: HttpContext, record: InstanceType<Model>) {
    const [shown] = await presentAll(this.resource, ctx, [record])
    return shown
  }

  /** Reads the saved record back with what its transformer needs, and what the save issued. */
  private async reread(ctx: HttpContext, saved: InstanceType<Model>) {
    const record = await findRecord(this.resource, saved.$primaryKeyValue as number)
    return { ...(await this.presentOne(ctx, record)), ...this.resource.issued?.(saved) }
  }
}
