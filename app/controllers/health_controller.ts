import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'

export default class HealthController {
  /** 200 when the database answers, 503 when it does not. */
  async show({ response }: HttpContext) {
    try {
      await db.rawQuery('select 1')
      return response.ok({ status: 'ok', database: 'ok' })
    } catch {
      return response.serviceUnavailable({ status: 'error', database: 'unreachable' })
    }
  }
}
