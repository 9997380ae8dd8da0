import type { Page } from 'playwright-core'

export class TimeoutError extends Error {}

/**
 * The work's result, or a TimeoutError naming it once the time is up: for the page's own
 * scripts, which Playwright gives no time limit, so a page that never answers fails with a
 * reason instead of holding the test until its time-out.
 */
export function withinTime<T>(work: Promise<T>, ms: number, what: string) {
  let timer: NodeJS.Timeout | undefined
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not end in ${ms} ms`)), ms)
  })
  return Promise.race([work, timeUp]).finally(() => clearTimeout(timer))
}

/**
 * Waits until a JavaScript expression is true in the page. Evaluated through the browser's
 * developer protocol, which the app's Content-Security-Policy does not restrict, unlike
 * page.waitForFunction with a string, which needs eval in the page.
 */
export async function waitUntilTrue(page: Page, expression: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  const isTrue = () =>
    withinTime(
      page.evaluate<boolean>(expression),
      Math.max(deadline - Date.now(), 1),
      `The page's answer to ${expression}`
    )
  while (!(await isTrue())) {
    if (Date.now() > deadline) throw new Error(`Still false after ${timeoutMs} ms: ${expression}`)
    await page.waitForTimeout(50)
  }
}
