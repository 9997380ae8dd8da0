import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import { columnsOf, selectRows } from '#lib/raw_rows'

/**
 * The session guard's user provider, reading the signed-in user (on every request) with one
 * fixed SQL text instead of a query the builder makes anew each time; the row becomes the same
 * model as before.
 */
export class SignedInUserProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  #sql?: string

  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    this.#sql ??= `SELECT ${columnsOf(model)} FROM ${model.table} WHERE ${model.primaryKey} = ?`
    const [row] = await selectRows<Record<string, unknown>>(this.#sql, [identifier])
    if (!row) return null
    return this.createUserForGuard(model.$createFromAdapterResult(row) as InstanceType<UserModel>)
  }
}
