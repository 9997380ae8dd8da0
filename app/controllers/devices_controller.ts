import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { deviceKeyOf, signOut } from '#auth/session_guard'
import Device from '#models/device'
import { signOutDevice, signOutOtherDevices } from '#services/devices'
import { maxId } from '#validators/fields'

/** The signed-in user's devices, from Profile → Security: signing them out. */
export default class DevicesController {
  /** Signs out one of the person's devices; another's, or none, is a 404. */
  async destroy(ctx: HttpContext) {
    const { params, auth, session, response, i18n } = ctx
    const id = Number(params.id)
    if (!(id <= maxId)) throw new lucidErrors.E_ROW_NOT_FOUND()
    const current = await Device.query()
      .where('id', id)
      .where('key', deviceKeyOf(ctx) ?? '')
      .first()
    if (current) {
      // This very device: an ordinary sign-out.
      await signOut(ctx)
      session.put('locale', i18n.locale)
      session.flash('success', i18n.t('messages.logged_out'))
      return response.redirect().toRoute('login')
    }
    if (!(await signOutDevice(auth.user!.id, id))) throw new lucidErrors.E_ROW_NOT_FOUND()
    session.flash('success', i18n.t('devices.signed_out'))
    return response.redirect().toRoute('profile.edit')
  }

  /** Signs out every device of the person but this one. */
  async destroyOthers(ctx: HttpContext) {
    const { auth, session, response, i18n } = ctx
    const count = await signOutOtherDevices(auth.user!.id, deviceKeyOf(ctx))
    session.flash('success', i18n.t('devices.others_signed_out', { count }))
    return response.redirect().toRoute('profile.edit')
  }
}
