import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { createUser, password } from '#tests/support/accounts'
import { resetAppState } from '#tests/support/database'
import {
  closePages,
  desktop,
  mobile,
  newPage,
  reactHasPage,
  screenshot,
  seriousA11yViolations,
} from './support/browser.js'

/** Errors the page reported: React reports a hydration mismatch as one. */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** React took over the server's HTML, and the page's scripts have all arrived. */
async function hydrated(page: Page) {
  await reactHasPage(page)
  await page.waitForLoadState('networkidle')
}

/** Keeps the page's layout shifts in `window.layoutShifts`, from before it starts loading. */
const layoutShiftRecorder = `window.layoutShifts = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShifts.push(entry.value)
}).observe({ type: 'layout-shift', buffered: true })`

/** Each theme and each screen once: a mismatch comes from the theme or from the screen. */
const looks = [
  ['light', 'desktop', desktop],
  ['dark', 'phone', mobile],
] as const

test.group('Server-rendered visitors’ pages', (group) => {
  group.each.teardown(() => closePages())
  group.teardown(() => resetAppState())

  test('{$self} shows before any script ran and hydrates without errors')
    .with([
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/a-token?email=a%40b.test',
    ])
    .run(async ({ assert }, path) => {
      for (const [colorScheme, size, viewport] of looks) {
        const still = await newPage({ viewport, colorScheme, javaScript: false })
        await still.goto(path)
        assert.isTrue(await still.getByRole('heading', { level: 1 }).isVisible())

        const page = await newPage({ viewport, colorScheme })
        const errors = collectErrors(page)
        await page.goto(path)
        await hydrated(page)
        assert.deepEqual(errors, [], `${path}, ${colorScheme}, ${size}`)
        const name = path.split('?')[0].replaceAll('/', '-').replace(/^-$/, '-home')
        await screenshot(page, `ssr${name}-${colorScheme}-${size}`)
      }
    })

  test('the hydrated login form works: it shows the password and signs in', async ({ assert }) => {
    const user = await createUser()
    const page = await newPage({ viewport: mobile })
    const errors = collectErrors(page)
    await page.goto('/login')
    await hydrated(page)
    const field = page.getByLabel('Password', { exact: false }).first()
    await field.fill(password)
    await page.getByRole('button', { name: 'Show password' }).click()
    assert.equal(await field.getAttribute('type'), 'text')
    await page.getByLabel('Email').fill(user.email)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')
    assert.deepEqual(errors, [])
    assert.deepEqual(await seriousA11yViolations(page), [])
  })

  test('what a visitor typed before the script took over signs in', async () => {
    const user = await createUser()
    const page = await newPage({ viewport: mobile })
    let release = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/**/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    // Module scripts hold DOMContentLoaded back, so only the response is awaited.
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: false }).first().fill(password)
    release()
    await hydrated(page)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/dashboard')
  })

  test('a visitor’s page shows whole on a slow phone: nothing moves while it loads', async ({
    assert,
  }) => {
    for (const path of ['/register', '/login']) {
      const page = await newPage({ viewport: mobile })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(layoutShiftRecorder)
      await page.goto(path)
      await hydrated(page)
      assert.deepEqual(await page.evaluate<number[]>('window.layoutShifts'), [], path)
    }
  })

  test('the logo, the flags and the icon fetch no SVG file', async ({ assert }) => {
    const page = await newPage({ viewport: mobile })
    const svgFiles: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.svg')) svgFiles.push(request.url())
    })
    await page.goto('/login')
    await hydrated(page)
    await page.getByRole('button', { name: 'Change language: English' }).click()
    await page.getByRole('menuitem', { name: 'Nederlands' }).waitFor()
    assert.deepEqual(svgFiles, [])
    assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), '/img/logo.png')
  })

  test('the verification notice hydrates without errors, in Dutch', async ({ assert }) => {
    const user = await createUser({ emailVerifiedAt: null, locale: 'nl' })
    const page = await newPage({ locale: 'nl-NL' })
    const errors = collectErrors(page)
    await page.goto('/login')
    await page.getByLabel('E-mailadres').fill(user.email)
    await page.getByLabel('Wachtwoord', { exact: false }).first().fill(password)
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click()
    await page.waitForURL('**/verify-email')
    await page.reload()
    await hydrated(page)
    assert.equal(await page.evaluate<string>('document.documentElement.lang'), 'nl')
    assert.deepEqual(errors, [])
    assert.deepEqual(await seriousA11yViolations(page), [])
  })
})
