import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import TimeLog from '#models/time_log'
import type User from '#models/user'
import { createUser } from '#tests/support/accounts'
import { daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { closePages, seriousA11yViolations } from './support/browser.js'
import { booking, type Booking, chooseBooking, signedInPage } from './support/portal.js'

const words = {
  en: {
    create: 'Create Time Log',
    booking: 'Project and task',
    start: 'Start time',
    stop: 'Stop time',
    date: 'Date',
    comments: 'Comments',
    saved: 'Time log saved.',
    recent: 'Recently used',
  },
  nl: {
    create: 'Tijdregistratie toevoegen',
    booking: 'Project en taak',
    start: 'Starttijd',
    stop: 'Stoptijd',
    date: 'Datum',
    comments: 'Opmerkingen',
    saved: 'Tijdregistratie opgeslagen.',
    recent: 'Recent gebruikt',
  },
}

type Locale = keyof typeof words

/** The user's projects: Meetings comes first by name, the route planner was used before. */
async function projects(user: User) {
  const meetings = await booking(user, 'Meetings', 'Internal')
  const route = await booking(user, 'Route planner API', 'Development')
  const cafe = await booking(user, 'Kassa', 'Support')
  await cafe.client.merge({ name: 'Café Zürich' }).save()
  return { meetings, route, cafe }
}

function logOn(user: User, { project, task }: Booking, date: string, start: string, stop: string) {
  return TimeLog.create({
    userId: user.id,
    projectId: project.id,
    taskId: task.id,
    date,
    startTime: start,
    stopTime: stop,
    comments: null,
  })
}

/** The keyboard, counting every key pressed. */
function countingKeyboard(page: Page) {
  let presses = 0
  return {
    press: async (key: string) => {
      presses += 1
      await page.keyboard.press(key)
    },
    type: async (text: string) => {
      for (const key of text) {
        presses += 1
        await page.keyboard.press(key)
      }
    },
    get presses() {
      return presses
    },
  }
}

/** The value a picker holds, as its hidden input gives it to the form. */
function pickerValue(page: Page, name: string) {
  return page.locator(`input[name="${name}"]`).inputValue()
}

/** Reads until the value is the expected one or a few seconds have passed; answers the last read. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 5000
  let value = await read()
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

test.group('Keyboard-first entry', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const locale of ['en', 'nl'] as const satisfies Locale[]) {
    const w = words[locale]

    test(`one hour yesterday on a known project takes 12 keys or fewer (${locale})`, async ({
      assert,
    }) => {
      const user = await createUser({ locale, timezone: 'UTC' })
      const { route } = await projects(user)
      await logOn(user, route, daysAgo(1), '12:00:00', '13:00:00')
      const page = await signedInPage(user)
      const keys = countingKeyboard(page)

      await keys.press('n')
      const main = page.getByRole('main')
      const picker = main.getByRole('combobox', { name: w.booking })
      await page.getByRole('heading', { name: w.create }).waitFor()
      // The form opens with the focus in its first field.
      assert.equal(await eventually(() => picker.and(page.locator(':focus')).count(), 1), 1)
      await keys.type('rou')
      await page.getByRole('option', { name: /Route planner API/ }).waitFor()
      await keys.press('Enter')
      await keys.press('Tab')
      // Today's suggestion may hold the same start (from 13:00 to 13:59): wait for yesterday's.
      const suggested = page.waitForResponse((response) =>
        response.url().includes('time-logs/suggested-times')
      )
      await keys.type('y')
      await suggested
      // The times follow the date: after yesterday's last log, and no stop of today's.
      assert.equal(await eventually(() => pickerValue(page, 'start_time'), '13:00'), '13:00')
      assert.equal(await eventually(() => pickerValue(page, 'stop_time'), ''), '')
      await keys.press('Tab')
      await keys.press('Tab')
      await keys.type('14')
      await keys.press('Enter')
      await page.getByText(w.saved).waitFor()

      assert.isAtMost(keys.presses, 12)
      const saved = await TimeLog.query()
        .where('user_id', user.id)
        .where('start_time', '13:00:00')
        .firstOrFail()
      assert.deepInclude(saved.toJSON(), {
        projectId: route.project.id,
        taskId: route.task.id,
        date: daysAgo(1),
        stopTime: '14:00:00',
      })
    })
  }

  test('each field is one Tab stop and t sets today', async ({ assert }) => {
    const user = await createUser({ timezone: 'UTC' })
    await projects(user)
    const page = await signedInPage(user)
    await page.goto('/time-logs/create')
    const main = page.getByRole('main')
    await main.getByRole('combobox', { name: words.en.booking }).waitFor()
    const focusedField = () =>
      page.evaluate<string>(`(() => {
        const field = document.activeElement?.closest('.MuiFormControl-root, .MuiAutocomplete-root')
        return field?.querySelector('label')?.textContent?.replace(/\\s*\\*$/, '') ?? ''
      })()`)
    const order = [await focusedField()]
    for (let index = 0; index < 4; index++) {
      await page.keyboard.press('Tab')
      order.push(await focusedField())
    }
    assert.deepEqual(
      order.map((label) => label.replace(/\u2009|\s/g, ' ').trim()),
      ['Project and task', 'Date', 'Start time', 'Stop time', 'Duration']
    )

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('y')
    assert.equal(await pickerValue(page, 'date'), toUsDate(daysAgo(1)))
    await page.keyboard.press('t')
    assert.equal(await pickerValue(page, 'date'), toUsDate(daysAgo(0)))
    // Enter in a picker saves (and is refused for the missing project), never opens the calendar.
    await page.keyboard.press('Enter')
    await page.getByText('The Project field is required.').waitFor()
    assert.equal(await page.getByRole('dialog').count(), 0)
  })

  test('the picker finds by any word, without accents, recent first, by keyboard', async ({
    assert,
  }) => {
    const user = await createUser({ timezone: 'UTC' })
    const { cafe } = await projects(user)
    await logOn(user, cafe, daysAgo(2), '09:00:00', '10:00:00')
    const page = await signedInPage(user)
    await page.goto('/time-logs/create')
    const picker = page.getByRole('main').getByRole('combobox', { name: words.en.booking })
    await picker.waitFor()

    // Opened empty: the recently used pair first, under its heading.
    await page.keyboard.press('ArrowDown')
    await page.getByRole('option').first().waitFor()
    assert.match((await page.getByRole('option').first().textContent()) ?? '', /^Support/)
    await page.getByText(words.en.recent).waitFor()

    await page.keyboard.type('rou')
    assert.match((await page.getByRole('option').first().textContent()) ?? '', /^Development/)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('zurich')
    assert.lengthOf(await page.getByRole('option').all(), 1)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('planner dev')
    await page.keyboard.press('Enter')
    assert.equal(await picker.inputValue(), 'Route planner API · Development')
    assert.equal(await page.getByRole('option').count(), 0)

    // The timer's picker searches alike.
    const timer = page.getByRole('banner').getByRole('combobox', { name: words.en.booking })
    await timer.click()
    await page.keyboard.type('rou')
    assert.match((await page.getByRole('option').first().textContent()) ?? '', /^Development/)
    await page.keyboard.press('Escape')

    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  test('the comments offer the own earlier ones of the chosen pair', async ({ assert }) => {
    const user = await createUser({ timezone: 'UTC' })
    const other = await createUser({ timezone: 'UTC' })
    const route = await booking(user, 'Route planner API', 'Development')
    await route.connection.related('users').attach([other.id])
    const write = (who: User, comments: string, days: number) =>
      TimeLog.create({
        userId: who.id,
        projectId: route.project.id,
        taskId: route.task.id,
        date: daysAgo(days),
        startTime: '09:00:00',
        stopTime: '10:00:00',
        comments,
      })
    await write(user, 'Sprint planning', 3)
    await write(user, 'Stand-up', 2)
    await write(other, 'Salary talks', 1)
    const page = await signedInPage(user)
    await page.goto('/time-logs/create')
    await page.getByRole('main').getByRole('combobox', { name: words.en.booking }).waitFor()
    await page.keyboard.type('route')
    await page.keyboard.press('Enter')
    const comments = page.getByRole('combobox', { name: words.en.comments })
    await comments.click()
    await comments.press('ArrowDown')
    await page.getByRole('option').first().waitFor()
    assert.deepEqual(await page.getByRole('option').allTextContents(), [
      'Stand-up',
      'Sprint planning',
    ])
    await page.keyboard.press('Enter')
    assert.equal(await comments.inputValue(), 'Stand-up')

    // The timer's dialog offers them too.
    await page.getByRole('button', { name: 'Open the timer' }).click()
    const dialog = page.getByRole('dialog', { name: /Timer/ })
    await chooseBooking(page, 'route', /^Development/, dialog)
    const timerComments = dialog.getByRole('combobox', { name: words.en.comments })
    await timerComments.click()
    await timerComments.press('ArrowDown')
    await page.getByRole('option').first().waitFor()
    assert.deepEqual(await page.getByRole('option').allTextContents(), [
      'Stand-up',
      'Sprint planning',
    ])
  })
})

/** YYYY-MM-DD as the English date field shows it. */
function toUsDate(date: string) {
  const [year, month, day] = date.split('-')
  return `${month}/${day}/${year}`
}
