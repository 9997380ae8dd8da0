import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
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
import { Exception } from '@adonisjs/core/exceptions'
import { isBearerRequest } from '#auth/bearer'
import { tellOwner } from '#services/account_notices'
import { signOutEverywhere } from '#services/user_sessions'
import { endInvitation, markInvited, sendInvitation } from '#services/invitations'
import { recordSecurityEvent } from '#services/security_events'
import { requestOrigin } from '#auth/request_origin'
import { annotateRates, saveRates, withRates } from '#admin/rates'

type UserFields = { email?: string; password?: string; role?: string; active?: boolean }

/**
 * What nobody does to their own account in the admin panel: lock themselves out (deactivate or
 * demote themselves), or change their own e-mail address or password, which only the owner's
 * proof changes (the profile, a reset link).
 */
function refuseOwnAccountChanges(ctx: HttpContext, user: User, fields: UserFields) {
  if (user.id !== ctx.auth.user!.id) return
  if (fields.active === false) {
    throw fieldError('active', ctx.i18n.t('admin.deactivate_self'), 'notSelf')
  }
  if (fields.role !== undefined && fields.role !== user.role) {
    throw fieldError('role', ctx.i18n.t('admin.demote_self'), 'notSelf')
  }
  if (fields.email !== undefined && fields.email !== user.email) {
    throw fieldError('email', ctx.i18n.t('admin.own_email'), 'notSelf')
  }
  if (fields.password) throw fieldError('password', ctx.i18n.t('admin.own_password'), 'notSelf')
}

/**
 * What makes a way into the admin panel happens only from a signed-in session whose password was
 * confirmed (the admin middleware asks for that), never through an access token: making someone
 * an administrator (on creation or by a new role; otherwise a token could create an account with
 * a password it chose, then promote it), and changing an administrator's e-mail address or
 * password. `user` is the account changed, undefined when one is created.
 */
function refuseAdminAccessByToken(ctx: HttpContext, user: User | undefined, fields: UserFields) {
  if (!isBearerRequest(ctx)) return
  const isAdmin = user?.role === 'admin'
  if (fields.role === 'admin' && !isAdmin) {
    throw new Exception(ctx.i18n.t('admin.admin_role_needs_session'), {
      status: 403,
      code: 'E_FORBIDDEN',
    })
  }
  const credentialsChange =
    (fields.email !== undefined && fields.email !== user?.email) || Boolean(fields.password)
  if (isAdmin && credentialsChange) {
    throw new Exception(ctx.i18n.t('admin.admin_credentials_need_session'), {
      status: 403,
      code: 'E_FORBIDDEN',
    })
  }
}

/** Records the security events of an administrator's change to an existing account. */
async function recordChanges(
  ctx: HttpContext,
  user: User,
  before: { email: string; role: string; active: boolean },
  password: boolean
) {
  const kinds = [
    password && ('password_changed' as const),
    user.email !== before.email && ('email_changed' as const),
    user.role !== before.role && ('role_changed' as const),
    user.active !== before.active &&
      (user.active ? ('account_activated' as const) : ('account_deactivated' as const)),
  ].filter((kind) => kind !== false)
  const origin = requestOrigin(ctx)
  for (const kind of kinds) {
    await recordSecurityEvent({ kind, userId: user.id, actorId: ctx.auth.user!.id, origin })
  }
}

/** Tells the owner of an account what an administrator changed of its credentials or role. */
function tellOwnerOfChanges(
  user: User,
  before: { email: string; role: string },
  password: boolean
) {
  if (password) tellOwner(user, { kind: 'password_changed' })
  if (user.email !== before.email) {
    tellOwner(user, { kind: 'email_changed', from: before.email, to: user.email })
  }
  if (user.role !== before.role) tellOwner(user, { kind: 'role_changed', role: user.role })
}

export const users = defineResource(User, validateWith(userValidator), {
  listQuery: userListQuery,
  defaultSort: 'name',
  nullableColumns: ['available_hours'],
  search: (query, pattern) => whereLikeAny(query, ['users.name', 'users.email'], pattern),
  customFilters: {
    invited: (query, invited: boolean) =>
      invited ? query.whereNotNull('users.invited_at') : query.whereNull('users.invited_at'),
  },
  transformer: UserTransformer,
  async save(ctx, fields, record) {
    if (record) refuseOwnAccountChanges(ctx, record, fields)
    refuseAdminAccessByToken(ctx, record ?? undefined, fields)
    const user = record ?? new User()
    const wasActive = user.active
    const before = { email: user.email, role: user.role }
    user.merge(
      definedOnly({
        name: fields.name,
        email: fields.email,
        role: fields.role,
        active: fields.active,
        availableHours: fields.available_hours,
        timezone: fields.timezone,
        dateFormat: fields.date_format,
        timeFormat: fields.time_format,
      })
    )
    // An account made with a password needs no e-mail verification, as with `node ace
    // user:create`; one made without is invited to set its own (app/services/invitations.ts).
    const invite = !record && !fields.password
    if (invite) markInvited(user)
    else if (!record) user.emailVerifiedAt = DateTime.now()
    const emailMoved = Boolean(record?.invitedAt) && user.email !== before.email
    // A password the administrator sets ends the invitation, as one set at creation would.
    const endsInvitation = Boolean(fields.password && user.invitedAt)
    if (fields.password) {
      user.password = fields.password
      if (endsInvitation) {
        user.invitedAt = null
        user.emailVerifiedAt ??= DateTime.now()
      }
    }
    // The account and its rates are saved together: a refused rate change saves neither.
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      await user.save()
      await saveRates(ctx, trx, 'user', user.id, fields, ['billable', 'cost'])
    })
    if (endsInvitation) await endInvitation(user)

    // A deactivated or re-roled user, or one given a new password, is signed out everywhere at once.
    const signOut =
      record && ((wasActive && !user.active) || before.role !== user.role || fields.password)
    if (signOut) await signOutEverywhere(user)
    if (record) {
      await recordChanges(ctx, user, { ...before, active: wasActive }, Boolean(fields.password))
      tellOwnerOfChanges(user, before, Boolean(fields.password))
    }
    // A new invitation goes to a new account, and to the new address of an invited one.
    if (invite || (emailMoved && user.invitedAt)) await sendInvitation(user)
    return user
  },
  annotate: (ctx, records) => annotateRates(ctx, 'user', records, ['billable', 'cost']),
  async remove(ctx, user) {
    if (user.id === ctx.auth.user!.id) throw conflict(ctx.i18n.t('admin.delete_self'))
    // Its sessions end with the account; its remember-me tokens and timer go with it (cascade).
    await deleteUnlessUsed(ctx, withRates('user', user), [
      [() => TimeLog.findBy('user_id', user.id), 'admin.user_has_time_logs'],
    ])
  },
})
