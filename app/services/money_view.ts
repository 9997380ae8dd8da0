import type User from '#models/user'
import { currency, ratesShownToUsers } from '#config/money'

/**
 * The money a viewer may see (docs/admin-guide.md): administrators see billable rates and
 * amounts, costs and profit; a person sees the rates and amounts of their own logs only when
 * SHOW_RATES_TO_USERS is on, and never costs. Null: no money at all. The answers leave out what
 * the view does not allow, so that the pages only mirror it.
 */
export type MoneyView = { currency: string; costs: boolean } | null

/** What the viewer may see of money about their own logs. */
export function ownMoneyView(viewer: User): MoneyView {
  if (viewer.isAdmin) return teamMoneyView()
  return ratesShownToUsers() ? { currency: currency(), costs: false } : null
}

/** What an administrator sees of everyone's logs. */
export function teamMoneyView(): MoneyView {
  return { currency: currency(), costs: true }
}
