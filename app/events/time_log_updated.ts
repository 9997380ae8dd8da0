import { BaseEvent } from '@adonisjs/core/events'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NamedTimeLog } from '#services/time_log_list'

/**
 * A log was changed, in `trx`, and `log` is as it is now: dispatched inside the transaction, so
 * that what its listeners write there commits or rolls back with the change. `subscribers` is
 * how many webhook endpoints await the event, when the write's rules already counted them.
 */
export default class TimeLogUpdated extends BaseEvent {
  constructor(
    public trx: TransactionClientContract,
    public userId: number,
    public log: NamedTimeLog,
    public subscribers?: number
  ) {
    super()
  }
}
