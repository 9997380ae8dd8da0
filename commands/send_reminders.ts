import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import { sendWeekReminders } from '#services/week_reminders'
import { pruneSecurityEvents } from '#services/security_events'

/**
 * Reminds everyone who has not submitted last week by Monday noon in their time zone; run it
 * every hour from the operator's scheduler (docs/operations.md "Reminders to submit the week").
 * Being the hourly job, it also deletes the security events past SECURITY_EVENTS_DAYS.
 */
export default class SendReminders extends BaseCommand {
  static commandName = 'reminders:send'
  static description = 'Mail everyone whose last week is not yet submitted, once per week'
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
    const sent = await sendWeekReminders(now)
    this.logger.info(`Sent ${sent} reminder${sent === 1 ? '' : 's'}`)
    const pruned = await pruneSecurityEvents(now)
    if (pruned) this.logger.info(`Deleted ${pruned} security event${pruned === 1 ? '' : 's'}`)
  }
}
