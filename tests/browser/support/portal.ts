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
