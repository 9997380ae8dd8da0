import { BaseEvent } from '@adonisjs/core/events'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Timer from '#models/timer'

/**
 * A timer started, in `trx`: dispatched inside the transaction, so that what its listeners
 * write there commits or rolls back with the timer.
 */
export default class TimerStarted extends BaseEvent {
  constructor(
    public trx: TransactionClientContract,
    public timer: Timer
  ) {
    super()
  }
}
