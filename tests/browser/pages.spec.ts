import { test } from '@japa/runner'
import TimeLog from '#models/time_log'
import { createUser, password } from '#tests/support/accounts'
import { bookable, daysAgo } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  loginAs,
  mainNav,
  newPage,
  screenshot,
  seriousA11yViolations,
  titleOf,
} from './support/browser.js'

test.group('Pages', (group) => {
  group.each.teardown(() => closePages())
  group.teardown(() => resetAppState())

  test('the welcome page has the bare product name as its title and offers the login', async ({
    assert,
  }) => {
    const page = await newPage()
    await page.goto('/')
    assert.equal(await titleOf(page, 'Hourbook'), 'Hourbook')
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Welcome to Hourbook')
    await page.getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL('**/login')
    assert.equal(await titleOf(page, 'Log in — Hourbook'), 'Log in — Hourbook')
    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  test('signed in, the welcome page leads to the dashboard, titled "Dashboard — Hourbook"', async ({
    assert,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    const page = await newPage()
    await loginAs(page, user.email, password)
    await page.goto('/')
    assert.deepEqual(await seriousA11yViolations(page), [])
    await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/dashboard')

    assert.equal(await titleOf(page, 'Dashboard — Hourbook'), 'Dashboard — Hourbook')
    assert.equal(
      await page.getByRole('heading', { level: 2 }).first().textContent(),
      'Welcome, Grace Hopper!'
    )
    assert.deepEqual(
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('listitem')
        .allTextContents(),
      ['Hourbook', 'Dashboard']
    )
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'dashboard')
  })

  test("the dashboard shows this week's total and today's logs, each leading to its edit page", async ({
    assert,
  }) => {
    const user = await createUser()
    const { project, task } = await bookable([user], { name: 'Lighthouse' })
    const today = daysAgo(0, user.timezone)
    const log = (date: string, startTime: string, stopTime: string, comments: string | null) =>
      TimeLog.create({
        userId: user.id,
        projectId: project.id,
        taskId: task.id,
        date,
        startTime,
        stopTime,
        comments,
      })
    const morning = await log(today, '09:00:00', '10:30:00', 'Lens polishing')
    await log(today, '13:00:00', '13:15:30', null)
    await log(daysAgo(8, user.timezone), '09:00:00', '17:00:00', 'Last week')

    const page = await newPage()
    await loginAs(page, user.email, password)
    const summary = page.getByRole('region', { name: 'Your time' })
    assert.equal(await summary.getByTestId('week-total').textContent(), '01:45')
    const items = await summary.getByRole('listitem').allInnerTexts()
    assert.deepEqual(
      items.map((item) => item.split(/\s*\n\s*/)),
      [
        [`Lighthouse · ${task.name}`, '09:00–10:30 · Lens polishing', '01:30'],
        [`Lighthouse · ${task.name}`, '13:00–13:15:30', '00:15:30'],
      ]
    )
    assert.deepEqual(await seriousA11yViolations(page), [])
    await screenshot(page, 'dashboard-summary')

    await summary
      .getByRole('link', { name: `Lighthouse · ${task.name}` })
      .first()
      .click()
    await page.waitForURL(`**/time-logs/${morning.id}/edit`)
    await page.goBack()
    await page.getByRole('link', { name: 'All time logs' }).click()
    await page.waitForURL('**/time-logs')
  })

  test('a failed login shows the message beneath the email field', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage()
    await page.goto('/login')
    assert.deepEqual(await seriousA11yViolations(page), [])

    const email = page.getByLabel('Email')
    await email.fill(user.email)
    await page.locator('input[name="password"]').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()

    const message = 'These credentials do not match our records.'
    await page.getByText(message).waitFor()
    const describedBy = (await email.getAttribute('aria-describedby'))!
    assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), message)
    assert.equal(await email.getAttribute('aria-invalid'), 'true')
  })

  test('the password field hides the password until its eye button is pressed', async ({
    assert,
  }) => {
    const page = await newPage()
    await page.goto('/login')
    const field = page.locator('input[name="password"]')
    assert.equal(await field.getAttribute('type'), 'password')
    assert.equal(await field.getAttribute('autocomplete'), 'current-password')
    await page.getByRole('button', { name: 'Show password' }).click()
    assert.equal(await field.getAttribute('type'), 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    assert.equal(await field.getAttribute('type'), 'password')
  })

  test('a guest meets an unknown page in the guest layout, going back home', async ({ assert }) => {
    const page = await newPage()
    const response = await page.goto('/no-such-page')
    assert.equal(response?.status(), 404)
    assert.equal(await titleOf(page, 'Page Not Found — Hourbook'), 'Page Not Found — Hourbook')
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'This page does not exist'
    )
    await page
      .getByText('The address you opened does not exist, or what it pointed to is no longer there.')
      .waitFor()
    assert.equal(await page.getByRole('navigation').count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Change language: English' }).count(), 1)
    const back = page.getByRole('link', { name: 'Back to the home page' })
    assert.equal(await back.getAttribute('href'), '/')
    assert.deepEqual(await seriousA11yViolations(page), [])

    await back.click()
    await page.getByRole('heading', { level: 1, name: 'Welcome to Hourbook' }).waitFor()
  })

  test('a signed-in user meets an unknown page in the main layout, going back to the dashboard', async ({
    assert,
  }) => {
    const user = await createUser()
    const page = await newPage()
    await loginAs(page, user.email, password)
    await page.goto('/no-such-page')
    assert.equal(await titleOf(page, 'Page Not Found — Hourbook'), 'Page Not Found — Hourbook')
    assert.equal(await mainNav(page).count(), 1)
    assert.equal(
      await page.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href'),
      '/dashboard'
    )
    assert.deepEqual(await seriousA11yViolations(page), [])
  })
})
