import type { HttpContext } from '@adonisjs/core/http'
import { lockDateValidator } from '#validators/admin/lock_date'
import { lockDateRecord, saveLockDate } from '#admin/lock_date'
import { objectBody } from '#admin/resource'
import LockDateTransformer from '#transformers/admin/lock_date_transformer'

const present = async () => ({ data: new LockDateTransformer(await lockDateRecord()).toObject() })

/** The lock date (docs/admin-guide.md): days on or before it are closed for everyone. */
export default class LockDateController {
  async show() {
    return present()
  }

  async update(ctx: HttpContext) {
    const { lock_date: lockDate } = await ctx.request.validateUsing(lockDateValidator, {
      data: objectBody(ctx),
    })
    await saveLockDate(lockDate, ctx.auth.user!, ctx.i18n)
    return present()
  }
}
