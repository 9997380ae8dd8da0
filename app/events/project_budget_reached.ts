import { BaseEvent } from '@adonisjs/core/events'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { BudgetReached } from '#shared/budgets'

/**
 * A write took a project's logged amount to a threshold of its budget not reached before:
 * dispatched inside the write's transaction (app/services/budgets.ts).
 */
export default class ProjectBudgetReached extends BaseEvent {
  constructor(
    public trx: TransactionClientContract,
    public alert: BudgetReached
  ) {
    super()
  }
}
