/** A project's money budget is for the whole project, or for each calendar month anew. */
export const budgetPeriods = ['total', 'month'] as const

export type BudgetPeriod = (typeof budgetPeriods)[number]

/** The shares of a budget at which the administrators are mailed, in percent. */
export const budgetThresholds = [80, 100] as const

/** The highest budget, in minor units. */
export const maxBudget = 1_000_000_000_000

/** A budget's threshold reached, as app/services/budgets.ts finds it. */
export type BudgetReached = {
  projectId: number
  projectName: string
  clientId: number
  amount: number
  period: BudgetPeriod
  periodStartsOn: string | null
  used: number
  threshold: number
  currency: string
}
