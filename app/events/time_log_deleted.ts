import { BaseEvent } from '@adonisjs/core/events'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type TimeLog from '#models/time_log'

/**
 * A log is being deleted, in `trx`: dispatched inside the transaction just before its row goes,
 * so that listeners still read it as it was and what they write commits or rolls back with the
 * delete.
 */
export default class TimeLogDeleted extends BaseEvent {
  constructor(
    public trx: TransactionClientContract,
    public log: TimeLog
  ) {
    super()
  }
}
