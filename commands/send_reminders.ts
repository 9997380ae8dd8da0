import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import { sendWeekReminders } from '#services/week_reminders'

/**
 * Reminds everyone who has not submitted last week by Monday noon in their time zone; run it
 * every hour from the operator's scheduler (docs/operations.md "Reminders to submit the week").
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
  }
}
