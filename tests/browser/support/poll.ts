import type { Page } from 'playwright-core'

/**
 * Waits until a JavaScript expression is true in the page. Evaluated through the browser's
 * developer protocol, which the app's Content-Security-Policy does not restrict, unlike
 * page.waitForFunction with a string, which needs eval in the page.
 */
export async function waitUntilTrue(page: Page, expression: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`Still false after ${timeoutMs} ms: ${expression}`)
    await page.waitForTimeout(50)
  }
}
