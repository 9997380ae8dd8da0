import type { HttpContext } from '@adonisjs/core/http'
import { SessionLucidUserProvider } from '@adonisjs/auth/session'
import type { LucidAuthenticatable } from '@adonisjs/auth/types/session'
import { columnsOf, selectRows } from '#lib/raw_rows'

type UserRow = Record<string, unknown>

/** The user rows that requests' session reads brought along (app/auth/session_reads.ts). */
const rowsReadWithSessions = new WeakMap<HttpContext, UserRow>()

/** When the remember-me token that restored a request's session expires. */
const restoringTokenExpiries = new WeakMap<HttpContext, Date>()

export function restoringTokenExpiry(ctx: HttpContext) {
  return restoringTokenExpiries.get(ctx)
}

/**
 * The remember-me tokens of a request: the one it created (a sign-in with remember-me, or the
 * replacement of the one that restored its session) and the one that restored its session.
 */
const rememberTokenIds = new WeakMap<HttpContext, { created?: number; used?: number }>()

export function rememberTokenIdsOf(ctx: HttpContext) {
  return rememberTokenIds.get(ctx) ?? {}
}

function noteRememberTokenId(ctx: HttpContext, which: 'created' | 'used', id: unknown) {
  rememberTokenIds.set(ctx, { ...rememberTokenIds.get(ctx), [which]: Number(id) })
}

/** Keeps the user row a request's session read joined in, for its guard to use once. */
export function keepUserReadWithSession(ctx: HttpContext, row: UserRow) {
  rowsReadWithSessions.set(ctx, row)
}

/**
 * The session guard's user provider, reading the signed-in user (on every request) with one
 * fixed SQL text instead of a query the builder makes anew each time; the row becomes the same
 * model as before, and an inactive user's row none. A request whose session read already joined in its user's row
 * (`forRequest`) uses that row instead, one round trip to the database fewer.
 */
export class SignedInUserProvider<
  UserModel extends LucidAuthenticatable,
> extends SessionLucidUserProvider<UserModel> {
  #sql?: string

  async findById(identifier: string | number | bigint) {
    const model = await this.getModel()
    this.#sql ??= `SELECT ${columnsOf(model)} FROM ${model.table} WHERE ${model.primaryKey} = ?`
    const [row] = await selectRows<UserRow>(this.#sql, [identifier])
    return row ? this.#userOf(row) : null
  }

  /**
   * The provider for one request's guard: it finds the user whose row the request's session read
   * joined in from that row, once, and everyone else as `findById` does. The row is trusted only
   * for the id the session holds, which the guard asks for.
   */
  forRequest(ctx: HttpContext): this {
    const provider: this = Object.create(this)
    this.#keepingRememberMeExpiry(provider, ctx)
    const row = rowsReadWithSessions.get(ctx)
    rowsReadWithSessions.delete(ctx)
    let unused = row !== undefined
    provider.findById = async (identifier) => {
      if (!unused || String(row!.id) !== String(identifier)) return this.findById(identifier)
      unused = false
      return this.#userOf(row!)
    }
    return provider
  }

  /**
   * The guard replaces the remember-me token that restores a session with a new one, which
   * would live the full remember-me age again: it gets the one it replaces' expiry instead, so
   * remembering ends that long after the sign-in, however often it restores the session.
   */
  #keepingRememberMeExpiry(provider: this, ctx: HttpContext) {
    // Also notes the tokens' ids, which the request's signed-in device keeps (app/services/devices.ts).
    provider.verifyRememberToken = async (secret) => {
      const token = await this.verifyRememberToken(secret)
      if (token?.expiresAt) restoringTokenExpiries.set(ctx, token.expiresAt)
      if (token) noteRememberTokenId(ctx, 'used', token.identifier)
      return token
    }
    provider.recycleRememberToken = async (user, identifier, expiresIn) => {
      const expiresAt = restoringTokenExpiries.get(ctx)
      const secondsLeft = expiresAt && Math.ceil((expiresAt.getTime() - Date.now()) / 1000)
      const token = await this.recycleRememberToken(user, identifier, secondsLeft || expiresIn)
      noteRememberTokenId(ctx, 'created', token.identifier)
      return token
    }
    provider.createRememberToken = async (user, expiresIn) => {
      const token = await this.createRememberToken(user, expiresIn)
      noteRememberTokenId(ctx, 'created', token.identifier)
      return token
    }
  }

  /** A deactivated account is nobody's, however it was deactivated. */
  async #userOf(row: UserRow) {
    if (!row.active) return null
    const model = await this.getModel()
    return this.createUserForGuard(model.$createFromAdapterResult(row) as InstanceType<UserModel>)
  }
}
