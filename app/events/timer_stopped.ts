import { BaseEvent } from '@adonisjs/core/events'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Timer from '#models/timer'

/**
 * A timer ended, in `trx`: stopped into the logs `timeLogIds`, or discarded or replaced by a new
 * one with none. Dispatched inside the transaction, so that what its listeners write there
 * commits or rolls back with the change.
 */
export default class TimerStopped extends BaseEvent {
  constructor(
    public trx: TransactionClientContract,
    public timer: Timer,
    public timeLogIds: number[]
  ) {
    super()
  }
}
