import type { Page } from 'playwright-core'
import { DateTime } from 'luxon'
import { createUser, password } from '#tests/support/accounts'
import { confirmPasswordOn, newPage, signIn } from './browser.js'

/** An administrator in the panel, past the password confirmation. */
export async function inPanel(
  options: Parameters<typeof newPage>[0] = {},
  locale: 'en' | 'nl' = 'en'
) {
  const admin = await createUser({ role: 'admin', name: 'Ada Admin', locale })
  const page = await newPage(options)
  await signIn(page, admin.email, password)
  await page.goto('/admin')
  await confirmPasswordOn(page, password)
  await page.waitForURL('**/admin/clients')
  return { admin, page }
}

/** Picks an option of a react-admin autocomplete by typing part of it. */
export async function pick(page: Page, label: string, typed: string, option = typed) {
  const field = page.getByRole('combobox', { name: label })
  await field.click()
  await field.fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

export async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Opslaan)$/ }).click()
}

/** The rows of the list's table, the header row left out. */
export function bodyRows(page: Page) {
  return page.locator('table tbody tr')
}

/** The page's transitions still running (endless ones, like spinners, left out). */
export async function transitionsDone(page: Page) {
  // A function, not a string: the panel's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: { getAnimations(): Animation[] } }).document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity
        ).length === 0
  )
}

interface Animation {
  playState: string
  effect: { getTiming(): { iterations?: number } } | null
}

/** Types into a MUI X date or time picker, section by section, as a keyboard user does. */
export async function typeInPicker(page: Page, label: string | RegExp, typed: string) {
  await page.getByRole('group', { name: label }).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type(typed)
}

/** A date as typed into a date picker of the language: month first in English, day first in Dutch. */
export function typedDate(iso: string, locale: 'en' | 'nl') {
  return DateTime.fromISO(iso).toFormat(locale === 'nl' ? 'ddMMyyyy' : 'MMddyyyy')
}
