import { test } from '@japa/runner'
import { openApiDocument, openApiDocumentPath } from '#openapi/document'
import { baseUrl, closePages, newPage } from './support/browser.js'

const operationCount = Object.values(openApiDocument.paths ?? {}).flatMap((item) =>
  ['get', 'put', 'post', 'delete', 'patch'].filter((method) => method in (item ?? {}))
).length

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

    assert.deepEqual(errors, [])
    assert.deepEqual([...origins], [new URL(baseUrl()).origin])
  })
})
