import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import { pruneSecurityEvents } from '#services/security_events'

/**
 * Deletes the security events older than SECURITY_EVENTS_DAYS (365 by default). `reminders:send`
 * does the same every hour; this runs it on its own (docs/operations.md "Security events").
 */
export default class PruneSecurityEvents extends BaseCommand {
  static commandName = 'security-events:prune'
  static description = 'Delete the security events older than SECURITY_EVENTS_DAYS (365 days)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Run as of this instant (ISO 8601) instead of now' })
  declare now?: string

  async run() {
    const now = this.now === undefined ? DateTime.now() : DateTime.fromISO(this.now)
    if (!now.isValid) {
      this.logger.error(`--now is not an ISO 8601 instant: ${this.now}`)
      this.exitCode = 1
      return
    }
    const deleted = await pruneSecurityEvents(now)
    this.logger.info(`Deleted ${deleted} security event${deleted === 1 ? '' : 's'}`)
  }
}
