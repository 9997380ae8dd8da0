import { mkdir } from 'node:fs/promises'
import { AxeBuilder } from '@axe-core/playwright'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import app from '@adonisjs/core/services/app'
import { TimeoutError, waitUntilTrue, withinTime } from './poll.js'

export const desktop = { width: 1280, height: 800 }
export const mobile = { width: 390, height: 844 }

let browser: Browser | undefined
const contexts = new Set<BrowserContext>()

/** The app server the browser suite started (tests/support/app_server.ts). */
export function baseUrl() {
  const url = process.env.BROWSER_BASE_URL
  if (!url)
    throw new Error('BROWSER_BASE_URL is not set: run the suite with `node ace test browser`')
  return url
}

/** Debian's Chromium, started once and shared by every test of the suite. */
export async function launchBrowser() {
  browser ??= await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return browser
}

export async function closeBrowser() {
  await closePages()
  await browser?.close()
  browser = undefined
}

interface PageOptions {
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
  /** The browser's language, sent as Accept-Language. */
  locale?: string
  /** Whether the page runs scripts. */
  javaScript?: boolean
  /** The browser's time zone; the machine's when left out. */
  timezoneId?: string
  /** The app server to open; the suite's when left out. */
  baseURL?: string
}

/**
 * True once React has the page: a server-rendered page's root is React's and its hydration has
 * been committed, another page's root holds React's first render (both are transitions, which
 * may end after the load event).
 */
const reactTookOver = `(() => {
  const root = document.getElementById('app')
  if (!root) return true
  if (!root.hasAttribute('data-server-rendered')) return root.childElementCount > 0
  const key = Object.keys(root).find((name) => name.startsWith('__reactContainer'))
  return key !== undefined && root[key].stateNode.current.memoizedState?.isDehydrated === false
})()`

/** Waits until React has the page (see reactTookOver). */
export function reactHasPage(page: Page) {
  return waitUntilTrue(page, reactTookOver)
}

/**
 * A server-rendered page shows before its scripts load, and another page's first render may
 * end after the load event; `goto` and `reload` return once React has the page, so that a test
 * acts on it as a person would once it shows and responds (unless asked to return as soon as
 * the response starts, with `waitUntil: 'commit'`).
 */
function waitingForReact(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        const options = args.find((arg) => typeof arg === 'object') as
          { waitUntil?: string } | undefined
        if (options?.waitUntil !== 'commit') await reactHasPage(page)
        return response
      },
    })
  }
  return page
}

/** A page in a fresh browser context: no cookies, no local storage. */
export async function newPage({
  viewport = desktop,
  colorScheme = 'light',
  locale = 'en-GB',
  javaScript = true,
  timezoneId,
  baseURL = baseUrl(),
}: PageOptions = {}): Promise<Page> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL,
    viewport,
    colorScheme,
    locale,
    javaScriptEnabled: javaScript,
    timezoneId,
  })
  contexts.add(context)
  const page = await context.newPage()
  return javaScript ? waitingForReact(page) : page
}

/** Closes the contexts that newPage opened; for group.each.teardown. */
export async function closePages() {
  await Promise.all([...contexts].map((context) => context.close()))
  contexts.clear()
}

/** Signs in through the real login form and waits for the dashboard. */
export async function loginAs(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/dashboard')
}

/**
 * Signs in as the login form does, by posting its fields with the page's CSRF token, but
 * without showing the form; then opens the dashboard. For tests of what follows a sign-in:
 * the form itself is tested with loginAs and in the accounts tests.
 */
export async function signIn(page: Page, email: string, password: string) {
  const context = page.context()
  await context.request.get('/login')
  const token = (await context.cookies()).find(({ name }) => name === 'XSRF-TOKEN')?.value
  if (!token) throw new Error('The login page set no XSRF-TOKEN cookie')
  const response = await context.request.post('/login', {
    form: { email, password },
    headers: { 'X-XSRF-TOKEN': token },
    maxRedirects: 0,
  })
  const location = response.headers().location ?? ''
  if (response.status() !== 302 || !location.endsWith('/dashboard')) {
    throw new Error(`Signing in as ${email} answered ${response.status()} to ${location}`)
  }
  await page.goto('/dashboard')
}

/** Confirms the password on the confirmation page the browser was taken to, in either language. */
export async function confirmPasswordOn(page: Page, password: string) {
  await page.waitForURL('**/confirm-password')
  await page
    .getByLabel(/^(Password|Wachtwoord)/)
    .first()
    .fill(password)
  await page.getByRole('button', { name: /^(Confirm|Bevestigen)$/ }).click()
}

/** The side navigation of the main layout. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main navigation|Hoofdnavigatie)$/ })
}

/** Hovers the desktop rail where it shows, so it expands and its entries can be clicked. */
export async function expandRail(page: Page) {
  await mainNav(page).hover({ position: { x: 28, y: 300 } })
}

/**
 * The document title once it is the expected one, or the last one seen after 5 seconds:
 * Inertia sets the title after the page component mounted, which may follow the load event.
 */
export async function titleOf(page: Page, expected: string) {
  const deadline = Date.now() + 5000
  let title = await page.title()
  while (title !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50)
    title = await page.title()
  }
  return title
}

/** The page's <html lang>. */
export function htmlLang(page: Page) {
  return page.evaluate<string>('document.documentElement.lang')
}

/** How long one axe analysis may take; a page's analysis takes one or two seconds. */
const axeTimeoutMs = 60_000

/**
 * Axe's analysis of the page, tried a second time if the first never ends: axe's page scripts
 * have no time limit of their own, and an analysis that hangs (a known axe problem, most often
 * on a busy machine) would otherwise hold the test until its own time-out with no word of why.
 */
async function axeResults(page: Page) {
  const analyse = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  try {
    return await withinTime(analyse(), axeTimeoutMs, `axe's analysis of ${page.url()}`)
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error
    return withinTime(analyse(), axeTimeoutMs, `axe's second analysis of ${page.url()}`)
  }
}

/** Axe's violations of impact serious or critical on the current page (WCAG 2.1 A and AA). */
export async function seriousA11yViolations(page: Page) {
  const { violations } = await axeResults(page)
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`)
}

/** The page's transitions still running (endless ones, like spinners, left out). */
const runningTransitions = `document.getAnimations().filter(
  (animation) => animation.playState === 'running' && animation.effect.getTiming().iterations !== Infinity
).length`

/**
 * Axe's serious or critical findings once the page's transitions have finished: a tooltip or
 * dialog fading in or out has the contrast of neither state.
 */
export async function settledViolations(page: Page) {
  await transitionsEnded(page)
  return seriousA11yViolations(page)
}

/** Waits until the page's transitions (a menu or dialog opening, say) have finished. */
export function transitionsEnded(page: Page) {
  return waitUntilTrue(page, `${runningTransitions} === 0`)
}

/** Saves the page as tmp/screenshots/<name>.png, for looking at a failure afterwards. */
export async function screenshot(page: Page, name: string) {
  await mkdir(app.tmpPath('screenshots'), { recursive: true })
  await page.screenshot({ path: app.tmpPath('screenshots', `${name}.png`), fullPage: true })
}

/** Where the element is on the screen. */
export async function box(locator: Locator) {
  return (await locator.boundingBox())!
}

type Box = { x: number; y: number; width: number; height: number }

/** Whether two boxes on the screen share any point. */
export function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
