import MainLayout from '~/layouts/main'
import type { Data } from '~generated/data'

/** The week page's props; its view is built on the portal side. */
export default function ShowWeek(_: { week: Data.Week; today: string }) {
  return null
}

ShowWeek.layout = MainLayout
