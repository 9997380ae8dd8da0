import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import TimeLog from '#models/time_log'
import { fieldError } from '#lib/field_error'
import { userListQuery, userValidator } from '#validators/admin/users'
import UserTransformer from '#transformers/admin/user_transformer'
import { whereLikeAny } from '#admin/list'
import {
  conflict,
  definedOnly,
  defineResource,
  deleteUnlessUsed,
  validateWith,
} from '#admin/resource'
import { signOutOtherSessions } from '#auth/session_guard'
import { signOutEverywhere } from '#services/user_sessions'

/** An admin may not lock themselves out: no deactivating or demoting their own account. */
function refuseSelfLockout(
  ctx: HttpContext,
  user: User,
  fields: { active?: boolean; role?: string }
) {
  if (user.id !== ctx.auth.user!.id) return
  if (fields.active === false) {
    throw fieldError('active', ctx.i18n.t('admin.deactivate_self'), 'notSelf')
  }
  if (fields.role !== undefined && fields.role !== 'admin') {
    throw fieldError('role', ctx.i18n.t('admin.demote_self'), 'notSelf')
  }
}

export const users = defineResource(User, validateWith(userValidator), {
  listQuery: userListQuery,
  defaultSort: 'name',
  nullableColumns: ['available_hours'],
  search: (query, pattern) => whereLikeAny(query, ['users.name', 'users.email'], pattern),
  transformer: UserTransformer,
  async save(ctx, fields, record) {
    if (record) refuseSelfLockout(ctx, record, fields)
    const user = record ?? new User()
    const wasActive = user.active
    const formerRole = user.role
    user.merge(
      definedOnly({
        name: fields.name,
        email: fields.email,
        role: fields.role,
        active: fields.active,
        availableHours: fields.available_hours,
      })
    )
    if (fields.password) user.password = fields.password
    // Accounts an admin creates need no e-mail verification, as with `node ace user:create`.
    if (!record) user.emailVerifiedAt = DateTime.now()

    // A deactivated or re-roled user, or one given a new password, is signed out everywhere at once.
    const signOut =
      record && ((wasActive && !user.active) || formerRole !== user.role || fields.password)
    if (!signOut) await user.save()
    else if (user.id === ctx.auth.user!.id) await signOutOtherSessions(ctx, user)
    else await signOutEverywhere(user)
    return user
  },
  async remove(ctx, user) {
    if (user.id === ctx.auth.user!.id) throw conflict(ctx.i18n.t('admin.delete_self'))
    // Its sessions end with the account; its remember-me tokens and timer go with it (cascade).
    await deleteUnlessUsed(ctx, user, [
      [() => TimeLog.findBy('user_id', user.id), 'admin.user_has_time_logs'],
    ])
  },
})
