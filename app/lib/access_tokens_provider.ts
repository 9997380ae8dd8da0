import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { maxId } from '#lib/row_ids'

const lastUseEveryMs = 60_000

/**
 * The database's access tokens, as AdonisJS keeps them, with two changes to `verify`: a token's
 * `last_used_at` is written at most once a minute rather than on every request (a write per API
 * call), and only once the secret is known to be right and the token not expired, so a wrong
 * secret cannot make a token look used.
 */
export class AccessTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    // A forged id part that no row id can be (PostgreSQL would refuse to compare it).
    if (!decoded || !/^[1-9]\d{0,9}$/.test(decoded.identifier)) return null
    if (Number(decoded.identifier) > maxId) return null
    const db = await this.getDb()
    const row = await db
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .first()
    if (!row) return null
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const now = new Date()
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= lastUseEveryMs) {
      await db.from(this.table).where({ id: row.id }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}
