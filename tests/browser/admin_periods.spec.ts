import { test } from '@japa/runner'
import dayjs from 'dayjs'
import 'dayjs/locale/nl.js'
import type { Page } from 'playwright-core'
import i18nManager from '@adonisjs/i18n/services/main'
import TimeLog from '#models/time_log'
import WeekSubmission from '#models/week_submission'
import TimeLogAudit from '#models/time_log_audit'
import Setting from '#models/setting'
import { setLockDate, submitWeek, weekOf } from '#services/periods'
import { lockDateKey } from '#services/period_states'
import { createUser } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { closePages, desktop, mobile, screenshot, settledViolations } from './support/browser.js'
import {
  bodyRows,
  inPanel,
  save,
  transitionsDone,
  typedDate,
  typeInPicker,
} from './support/admin.js'
import { booking } from './support/portal.js'

type Locale = 'en' | 'nl'

/** What the panel says, in each language; written out, so a wrong or missing key fails. */
const words = {
  en: {
    approve: 'Approve',
    reject: 'Reject',
    approveOne: 'Approve this week?',
    approveTwo: 'Approve 2 weeks?',
    rejectOne: 'Reject this week?',
    approved: 'Week approved.',
    twoApproved: '2 weeks approved.',
    rejected: 'Week rejected.',
    comment: 'Comment',
    commentRequired: 'The Comment field is required.',
    statusApproved: 'Approved',
    statusRejected: 'Rejected',
    queue: 'Submitted weeks',
    status: 'Status',
    lockMenu: 'Lock date',
    noLock: 'No lock date: only submitted and approved weeks are closed.',
    lockField: 'Lock date',
    lockTitle: (date: string) => `Lock time on or before ${date}?`,
    locked: (date: string) => `Time on or before ${date} is locked.`,
    changedBy: 'Last changed by Ada Admin on',
    lockSaved: 'Lock date saved.',
    clear: 'Clear the lock date',
    clearTitle: 'Clear the lock date?',
    cleared: 'Lock date cleared.',
    confirm: 'Confirm',
    start: 'Start',
    timeLogSaved: 'Time log saved.',
    history: 'History',
    startChange: 'Start: 09:00 → 10:00',
    changed: 'Changed',
    reasonLocked: 'Locked',
    changes: 'Recorded changes',
  },
  nl: {
    approve: 'Goedkeuren',
    reject: 'Afkeuren',
    approveOne: 'Deze week goedkeuren?',
    approveTwo: '2 weken goedkeuren?',
    rejectOne: 'Deze week afkeuren?',
    approved: 'Week goedgekeurd.',
    twoApproved: '2 weken goedgekeurd.',
    rejected: 'Week afgekeurd.',
    comment: 'Opmerking',
    commentRequired: 'Het veld Opmerking is verplicht.',
    statusApproved: 'Goedgekeurd',
    statusRejected: 'Afgekeurd',
    queue: 'Ingediende weken',
    status: 'Status',
    lockMenu: 'Vergrendeldatum',
    noLock: 'Geen vergrendeldatum: alleen ingediende en goedgekeurde weken zijn afgesloten.',
    lockField: 'Vergrendeldatum',
    lockTitle: (date: string) => `Tijd op of vóór ${date} vergrendelen?`,
    locked: (date: string) => `Tijd op of vóór ${date} is vergrendeld.`,
    changedBy: 'Laatst gewijzigd door Ada Admin op',
    lockSaved: 'Vergrendeldatum opgeslagen.',
    clear: 'Vergrendeldatum wissen',
    clearTitle: 'Vergrendeldatum wissen?',
    cleared: 'Vergrendeldatum gewist.',
    confirm: 'Bevestigen',
    start: 'Start',
    timeLogSaved: 'Tijdregistratie opgeslagen.',
    history: 'Geschiedenis',
    startChange: 'Start: 09:00 → 10:00',
    changed: 'Gewijzigd',
    reasonLocked: 'Vergrendeld',
    changes: 'Vastgelegde wijzigingen',
  },
} as const

type Round = { locale: Locale; colorScheme: 'light' | 'dark'; viewport: typeof desktop }

/**
 * Each test in both languages and both themes, once on a desktop and once on a phone: the
 * rounds of a test between them show what differs (the language's texts and dates, the theme's
 * contrast, the phone's layout).
 */
const rounds: Round[] = [
  { locale: 'en', colorScheme: 'light', viewport: desktop },
  { locale: 'nl', colorScheme: 'dark', viewport: mobile },
]
const swappedRounds: Round[] = [
  { locale: 'en', colorScheme: 'dark', viewport: mobile },
  { locale: 'nl', colorScheme: 'light', viewport: desktop },
]

const historyRounds: Round[] = [
  { locale: 'en', colorScheme: 'dark', viewport: desktop },
  { locale: 'nl', colorScheme: 'light', viewport: mobile },
]

const roundName = ({ locale, colorScheme, viewport }: Round) =>
  `${locale}-${colorScheme}-${viewport === mobile ? 'phone' : 'desktop'}`

/** A day as the panel shows it, in the language's date format: "Nov 20, 2026", "20 nov. 2026". */
const panelDay = (date: string, locale: Locale) =>
  dayjs(date)
    .locale(locale)
    .format(locale === 'en' ? 'MMM D, YYYY' : 'D MMM YYYY')

const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD')

/**
 * The person's week before this one, submitted through the period rules, with 3:30 on its
 * second day and 1:30 on its third.
 */
async function submittedWeek(name: string) {
  const person = await createUser({ name, locale: 'en' })
  const { project, task } = await bookable([person])
  const { startsOn } = weekOf(daysAgo(7))
  const log = (date: string, startTime: string, stopTime: string, comments: string) =>
    TimeLog.create({
      userId: person.id,
      projectId: project.id,
      taskId: task.id,
      date,
      startTime,
      stopTime,
      comments,
    })
  await log(addDays(startsOn, 1), '09:00:00', '12:30:00', 'Wireframes')
  await log(addDays(startsOn, 2), '13:00:00', '14:30:00', 'Review')
  await submitWeek(person, startsOn, i18nManager.locale('en'))
  const submission = await WeekSubmission.findByOrFail('user_id', person.id)
  return { person, startsOn, submission }
}

async function toast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).waitFor()
}

/** Opens the person's week from the queue: a table row on a desktop, a line on a phone. */
async function openWeek(page: Page, name: string) {
  await page.goto('/admin/week-submissions')
  await page.getByText(name, { exact: true }).first().click()
  await page.waitForURL(/\/admin\/week-submissions\/\d+\/show$/)
}

/** Fails with axe's serious or critical findings, once the page's transitions are done. */
async function axeClean(page: Page, name: string) {
  const found = await settledViolations(page)
  if (found.length > 0) throw new Error(`${name}: ${found.join('; ')}`)
}

/** The page's width: a phone's page never scrolls sideways. */
function pageWidth(page: Page) {
  return page.evaluate<number>('document.documentElement.scrollWidth')
}

test.group('Admin panel: closing periods', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  test('a week opens from the queue with its logs per day and totals, and is approved with a comment', async ({
    assert,
  }) => {
    for (const round of rounds) {
      await resetAppState()
      const w = words[round.locale]
      const { startsOn, submission } = await submittedWeek('Grace Hopper')
      const { page, admin } = await inPanel(
        { viewport: round.viewport, colorScheme: round.colorScheme },
        round.locale
      )

      await openWeek(page, 'Grace Hopper')
      const tuesdayDate = addDays(startsOn, 2)
      const weekday = dayjs(tuesdayDate).locale(round.locale).format('dddd')
      const tuesday = `${weekday} ${panelDay(tuesdayDate, round.locale)}`
      await page.getByRole('heading', { name: tuesday }).waitFor()
      await page.getByText('Wireframes').waitFor()
      for (const total of ['03:30', '01:30', '05:00']) await page.getByText(total).first().waitFor()
      assert.equal(await page.getByRole('heading', { level: 2 }).count(), 7)
      await axeClean(page, roundName(round))
      assert.isAtMost(await pageWidth(page), round.viewport.width)
      await screenshot(page, `admin-week-${roundName(round)}`)

      await page.getByRole('button', { name: w.approve }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: w.approveOne }).waitFor()
      await dialog.getByRole('textbox', { name: w.comment }).fill('Thanks, all clear.')
      await axeClean(page, `${roundName(round)} dialog`)
      await screenshot(page, `admin-week-approve-${roundName(round)}`)
      await dialog.getByRole('button', { name: w.approve }).click()
      await toast(page, w.approved)
      await page.getByText(w.statusApproved, { exact: true }).waitFor()
      // An approved week can still be rejected (which reopens it), not approved again.
      await page.getByRole('button', { name: w.reject }).waitFor()
      assert.equal(await page.getByRole('button', { name: w.approve }).count(), 0)

      await submission.refresh()
      assert.equal(submission.status, 'approved')
      assert.equal(submission.decidedBy, admin.id)
      assert.equal(submission.comment, 'Thanks, all clear.')
      await closePages()
    }
  }).timeout(180_000)

  test('several weeks are approved at once from the queue', async ({ assert }) => {
    for (const locale of ['en', 'nl'] as const) {
      await resetAppState()
      const w = words[locale]
      const grace = await submittedWeek('Grace Hopper')
      const linus = await submittedWeek('Linus Torvalds')
      const ada = await submittedWeek('Ada Lovelace')
      const colorScheme = locale === 'en' ? 'light' : 'dark'
      const { page } = await inPanel({ colorScheme }, locale)

      await page.goto('/admin/week-submissions')
      await page.getByRole('heading', { name: w.queue }).waitFor()
      await bodyRows(page).filter({ hasText: 'Ada Lovelace' }).waitFor()
      assert.equal(await bodyRows(page).count(), 3)
      for (const name of ['Grace Hopper', 'Linus Torvalds'])
        await bodyRows(page).filter({ hasText: name }).getByRole('checkbox').check()
      await page.getByRole('button', { name: w.approve }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: w.approveTwo }).waitFor()
      await axeClean(page, `${locale} dialog`)
      await screenshot(page, `admin-weeks-bulk-approve-${locale}-${colorScheme}`)
      await dialog.getByRole('button', { name: w.approve }).click()
      await toast(page, w.twoApproved)
      // The queue shows the submitted weeks: the approved ones leave it.
      await bodyRows(page).filter({ hasText: 'Grace Hopper' }).waitFor({ state: 'detached' })
      assert.equal(await bodyRows(page).count(), 1)
      await bodyRows(page).filter({ hasText: 'Ada Lovelace' }).waitFor()

      // The status filter shows them again.
      await page.getByRole('combobox', { name: w.status }).click()
      await page.getByRole('option', { name: w.statusApproved }).click()
      await bodyRows(page).filter({ hasText: 'Linus Torvalds' }).waitFor()
      assert.equal(await bodyRows(page).count(), 2)
      await axeClean(page, locale)

      for (const { submission } of [grace, linus]) {
        await submission.refresh()
        assert.equal(submission.status, 'approved')
      }
      await ada.submission.refresh()
      assert.equal(ada.submission.status, 'submitted')
      await closePages()
    }
  }).timeout(180_000)

  test('a week is rejected with a comment, which the comment dialog requires', async ({
    assert,
  }) => {
    for (const round of swappedRounds) {
      await resetAppState()
      const w = words[round.locale]
      const { submission } = await submittedWeek('Grace Hopper')
      const { page } = await inPanel(
        { viewport: round.viewport, colorScheme: round.colorScheme },
        round.locale
      )

      await openWeek(page, 'Grace Hopper')
      await page.getByRole('button', { name: w.reject }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: w.rejectOne }).waitFor()
      await dialog.getByRole('button', { name: w.reject }).click()
      await dialog.getByText(w.commentRequired).waitFor()
      const comment = dialog.getByRole('textbox', { name: w.comment })
      assert.equal(await comment.getAttribute('aria-invalid'), 'true')
      await axeClean(page, roundName(round))
      await comment.fill('Tuesday afternoon is missing.')
      await screenshot(page, `admin-week-reject-${roundName(round)}`)
      await dialog.getByRole('button', { name: w.reject }).click()
      await toast(page, w.rejected)
      await page.getByText(w.statusRejected, { exact: true }).waitFor()
      await page.getByText('Tuesday afternoon is missing.').waitFor()
      await axeClean(page, `${roundName(round)} rejected`)

      await submission.refresh()
      assert.equal(submission.status, 'rejected')
      assert.equal(submission.comment, 'Tuesday afternoon is missing.')
      await closePages()
    }
  }).timeout(180_000)

  test('the lock date is set and cleared after a confirmation, with who set it', async ({
    assert,
  }) => {
    for (const round of rounds) {
      await resetAppState()
      const w = words[round.locale]
      const { page } = await inPanel(
        { viewport: round.viewport, colorScheme: round.colorScheme },
        round.locale
      )
      if (round.viewport === desktop) {
        await page.getByRole('menuitem', { name: w.lockMenu }).click()
        await page.waitForURL('**/admin/lock-date')
      } else {
        await page.goto('/admin/lock-date')
      }
      await page.getByText(w.noLock).waitFor()
      await transitionsDone(page)
      await axeClean(page, roundName(round))

      const date = daysAgo(10)
      const shown = panelDay(date, round.locale)
      await typeInPicker(page, w.lockField, typedDate(date, round.locale))
      await save(page)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: w.lockTitle(shown) }).waitFor()
      await axeClean(page, `${roundName(round)} dialog`)
      await dialog.getByRole('button', { name: w.confirm }).click()
      await toast(page, w.lockSaved)
      await page.getByText(w.locked(shown)).waitFor()
      await page.getByText(w.changedBy).waitFor()
      assert.equal((await Setting.find(lockDateKey))?.value, date)
      await axeClean(page, `${roundName(round)} saved`)
      assert.isAtMost(await pageWidth(page), round.viewport.width)
      await screenshot(page, `admin-lock-date-${roundName(round)}`)

      await page.getByRole('button', { name: w.clear }).click()
      await dialog.getByRole('heading', { name: w.clearTitle }).waitFor()
      await dialog.getByRole('button', { name: w.confirm }).click()
      await toast(page, w.cleared)
      await page.getByText(w.noLock).waitFor()
      assert.isNull((await Setting.find(lockDateKey))?.value ?? null)
      await closePages()
    }
  }).timeout(240_000)

  test("an administrator's change in a locked period shows in the log's history and in the recorded changes", async ({
    assert,
  }) => {
    for (const round of historyRounds) {
      await resetAppState()
      const w = words[round.locale]
      const person = await createUser({ name: 'Grace Hopper', locale: 'en' })
      const { project, task } = await booking(person, 'Apollo', 'Design')
      const log = await TimeLog.create({
        userId: person.id,
        projectId: project.id,
        taskId: task.id,
        date: daysAgo(20),
        startTime: '09:00:00',
        stopTime: '12:00:00',
      })
      const { page, admin } = await inPanel(
        { viewport: round.viewport, colorScheme: round.colorScheme },
        round.locale
      )
      await setLockDate(daysAgo(14), admin)

      await page.goto(`/admin/time-logs/${log.id}`)
      await page.getByText(w.history, { exact: true }).waitFor()
      await typeInPicker(page, w.start, '1000')
      await save(page)
      await toast(page, w.timeLogSaved)
      await page.waitForURL('**/admin/time-logs')
      const [audit] = await TimeLogAudit.all()
      assert.equal(audit.timeLogId, log.id)
      assert.equal(audit.reason, 'locked')

      await page.goto(`/admin/time-logs/${log.id}`)
      await page.getByText(w.startChange).waitFor()
      await page.getByText(w.reasonLocked, { exact: true }).first().waitFor()
      await page.getByText('Ada Admin').first().waitFor()
      await axeClean(page, roundName(round))
      await screenshot(page, `admin-time-log-history-${roundName(round)}`)

      await page.goto(
        `/admin/time-log-audits?filter=${encodeURIComponent(JSON.stringify({ time_log_id: log.id }))}`
      )
      await page.getByRole('heading', { name: w.changes }).waitFor()
      await page.getByText(w.startChange).waitFor()
      await page.getByText('Grace Hopper').first().waitFor()
      await axeClean(page, `${roundName(round)} list`)
      assert.isAtMost(await pageWidth(page), round.viewport.width)
      await screenshot(page, `admin-time-log-audits-${roundName(round)}`)
      await closePages()
    }
  }).timeout(180_000)

  // Both themes for axe's contrast checks, both languages for their texts' widths on a phone.
  const screenshotRounds = [
    { locale: 'en', colorScheme: 'light' },
    { locale: 'nl', colorScheme: 'dark' },
  ] as const

  for (const { locale, colorScheme } of screenshotRounds) {
    test(`screenshots, ${locale} and ${colorScheme}: the new pages on desktop and phone, axe clean, never scrolling sideways`, async ({
      assert,
    }) => {
      const { submission } = await submittedWeek('Grace Hopper')
      await submittedWeek('Linus Torvalds')
      const { page, admin } = await inPanel({ colorScheme }, locale)
      await setLockDate(daysAgo(30), admin)
      for (const [size, viewport] of [
        ['desktop', desktop],
        ['phone', mobile],
      ] as const) {
        await page.setViewportSize(viewport)
        for (const path of [
          '/admin/week-submissions',
          `/admin/week-submissions/${submission.id}/show`,
          '/admin/lock-date',
          '/admin/time-log-audits',
        ]) {
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          await transitionsDone(page)
          const name = `admin-${path.split('/')[2]}${path.endsWith('show') ? '-show' : ''}-${locale}-${colorScheme}-${size}`
          await screenshot(page, name)
          await axeClean(page, name)
          assert.isAtMost(await pageWidth(page), viewport.width)
        }
      }
    }).timeout(240_000)
  }
})
