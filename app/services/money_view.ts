import type User from '#models/user'
import { currency, ratesShownToUsers } from '#config/money'

import type { MoneyView } from '#shared/money'

/** What the viewer may see of money about their own logs. */
export function ownMoneyView(viewer: User): MoneyView {
  if (viewer.isAdmin) return teamMoneyView()
  return ratesShownToUsers() ? { currency: currency(), costs: false } : null
}

/** Whether the viewer sees any money of their own logs, and so their lists read it. */
export function seesOwnMoney(viewer: User) {
  return ownMoneyView(viewer) !== null
}

/** What an administrator sees of everyone's logs. */
export function teamMoneyView(): MoneyView {
  return { currency: currency(), costs: true }
}
