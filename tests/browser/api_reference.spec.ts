import { test } from '@japa/runner'
import { openApiDocument, openApiDocumentPath } from '#openapi/document'
import type { Page } from 'playwright-core'
import { baseUrl, closePages, newPage, seriousA11yViolations } from './support/browser.js'

const operationCount = Object.values(openApiDocument.paths ?? {}).flatMap((item) =>
  ['get', 'put', 'post', 'delete', 'patch'].filter((method) => method in (item ?? {}))
).length

/** The reference once every operation is shown, one of them opened with its parameters. */
async function openReference(page: Page) {
  await page.goto('/api/docs')
  await page.getByRole('heading', { name: /Hourbook API/ }).waitFor()
  await page
    .locator('.opblock')
    .nth(operationCount - 1)
    .waitFor()
  await page.locator('#operations-Reports-getReportSummary .opblock-summary-control').click()
  await page.locator('#operations-Reports-getReportSummary .parameters').first().waitFor()
}

const background = (page: Page) =>
  page.evaluate<string>('getComputedStyle(document.body).backgroundColor')

/** Whether Swagger UI shows its dark mode. */
const darkMode = (page: Page) =>
  page.evaluate<boolean>("document.documentElement.classList.contains('dark-mode')")

test.group('API reference', (group) => {
  group.each.teardown(() => closePages())

  test('shows every operation, under the app’s own CSP and from its own origin', async ({
    assert,
  }) => {
    const page = await newPage()
    const errors: string[] = []
    const origins = new Set<string>()
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('request', (request) => origins.add(new URL(request.url()).origin))
    await page.addInitScript(`
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error('CSP: ' + event.violatedDirective + ' ' + event.blockedURI)
      })
    `)

    const documentLoaded = page.waitForResponse((response) =>
      response.url().endsWith(openApiDocumentPath)
    )
    await page.goto('/api/docs')
    assert.equal((await documentLoaded).status(), 200)
    await page.getByRole('heading', { name: /Hourbook API/ }).waitFor()
    await page
      .locator('.opblock')
      .nth(operationCount - 1)
      .waitFor()
    assert.equal(await page.locator('.opblock').count(), operationCount)

    // Try it out: the request goes to this origin's /api/v1, the page's CSP lets it through.
    const operation = page.locator('#operations-Reference-getOpenApiDocument')
    await operation.locator('.opblock-summary').click()
    await operation.getByRole('button', { name: 'Try it out' }).click()
    const tried = page.waitForResponse((response) => response.url().endsWith(openApiDocumentPath))
    await operation.getByRole('button', { name: 'Execute' }).click()
    assert.equal((await tried).url(), new URL(openApiDocumentPath, baseUrl()).href)
    await operation
      .locator('.live-responses-table .response-col_status', { hasText: '200' })
      .first()
      .waitFor()

    assert.deepEqual(errors, [])
    assert.deepEqual([...origins], [new URL(baseUrl()).origin])
    // Chromium's start, and Swagger UI's 1.5 MB script rendering some sixty operations, take most
    // of a minute on a busy machine.
  }).timeout(120_000)

  test('follows the light and the dark scheme, with no serious axe finding in either', async ({
    assert,
  }) => {
    const light = await newPage({ colorScheme: 'light' })
    await openReference(light)
    assert.isFalse(await darkMode(light))
    assert.equal(await background(light), 'rgb(255, 255, 255)')
    assert.deepEqual(await seriousA11yViolations(light), [])

    const dark = await newPage({ colorScheme: 'dark' })
    await openReference(dark)
    assert.isTrue(await darkMode(dark))
    assert.equal(await background(dark), 'rgb(18, 18, 18)')
    assert.deepEqual(await seriousA11yViolations(dark), [])
  }).timeout(180_000)

  test('follows the theme chosen in the app over the system scheme', async ({ assert }) => {
    const page = await newPage({ colorScheme: 'light' })
    await page.addInitScript("localStorage.setItem('hourbook.theme', 'dark')")
    await page.goto('/api/docs')
    await page.getByRole('heading', { name: /Hourbook API/ }).waitFor()
    assert.isTrue(await darkMode(page))
    assert.equal(await background(page), 'rgb(18, 18, 18)')
  }).timeout(120_000)
})
