import type { Locator, Page } from 'playwright-core'
import type User from '#models/user'
import type Project from '#models/project'
import { password } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { newPage, signIn } from './browser.js'

export type Booking = Awaited<ReturnType<typeof bookable>>

/** A project with one task the user may log time on, both named. */
export async function booking(
  user: User,
  project: string,
  task: string,
  fields: Partial<Project> = {}
): Promise<Booking> {
  const work = await bookable([user], { name: project, ...fields })
  await work.task.merge({ name: task }).save()
  return work
}

/** The portal's usual pair for the user: Apollo (task Design) and Zeus (task Support). */
export async function apolloAndZeus(user: User, zeusFields: Partial<Project> = {}) {
  const apollo = await booking(user, 'Apollo', 'Design')
  const zeus = await booking(user, 'Zeus', 'Support', zeusFields)
  return { apollo, zeus }
}

/** A page in a fresh browser context, signed in as the user, on the dashboard. */
export async function signedInPage(user: User, options: Parameters<typeof newPage>[0] = {}) {
  const page = await newPage(options)
  await signIn(page, user.email, password)
  return page
}

/** The label of the field that chooses project and task, in each language. */
export const bookingLabel = { en: 'Project and task', nl: 'Project en taak' }

/** The field that chooses project and task within a part of the page, in either language. */
export function bookingPicker(within: Page | Locator) {
  return within.getByRole('combobox', {
    name: new RegExp(`^(${Object.values(bookingLabel).join('|')})`),
  })
}

/**
 * Chooses a project and task in the page's form (not the timer bar's), or in the part of the page
 * given (the timer's dialog, say): types the search and clicks the option, named
 * 'Task (Project — Client)'.
 */
export async function chooseBooking(
  page: Page,
  search: string,
  option: string | RegExp,
  within: Locator = page.getByRole('main')
) {
  const picker = bookingPicker(within)
  await picker.click()
  await picker.fill(search)
  await page.getByRole('option', { name: option }).first().click()
  return picker
}
