import type { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Device from '#models/device'
import { browserAndSystemOf } from '#lib/user_agents'

/** A moment as the calendar date and time of day in the person's time zone. */
export function localMoment(moment: DateTime, timezone: string) {
  const local = moment.setZone(timezone)
  return { at: moment.toISO()!, date: local.toISODate()!, time: local.toFormat('HH:mm:ss') }
}

/**
 * One of a person's signed-in devices as their Profile shows it: the browser and system its user
 * agent names, its address, when it signed in and was last seen (in their time zone), and
 * whether it is the device asking. Never its session's id, key or token.
 */
export default class DeviceTransformer extends BaseTransformer<{
  device: Device
  timezone: string
  currentKey: string | undefined
}> {
  toObject() {
    const { device, timezone, currentKey } = this.resource
    return {
      id: device.id,
      ...browserAndSystemOf(device.userAgent),
      ip: device.ip,
      first_seen: localMoment(device.createdAt, timezone),
      last_seen: localMoment(device.lastSeenAt, timezone),
      current: device.key === currentKey,
    }
  }
}
