import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { extractText, getDocumentProxy } from 'unpdf'
import TimeLog from '#models/time_log'
import BillingBatch from '#models/billing_batch'
import { createUser } from '#tests/support/accounts'
import { bookable } from '#tests/support/bookable'
import { resetAppState } from '#tests/support/database'
import { closePages, desktop, screenshot, settledViolations } from './support/browser.js'
import { inPanel } from './support/admin.js'

type Locale = 'en' | 'nl'

/** What the panel says, in each language; written out, so a wrong or missing key fails. */
const words = {
  en: {
    menu: 'Invoicing',
    client: 'Client',
    show: 'Show statement',
    summary: '2 logs, total €242.00',
    line: 'Design',
    total: 'Total',
    pdf: 'Download PDF',
    pdfWords: ['Statement', 'Client: Acme', 'Statement number: Draft', 'Total €242.00'],
    mark: 'Mark as billed',
    confirmTitle: 'Mark this statement as billed?',
    confirm: 'Confirm',
    billed: (number: string) => `Marked as billed: statement ${number}.`,
    undo: 'Undo',
    undoTitle: (number: string) => `Undo statement ${number}?`,
    undoText:
      'Its 2 logs become editable again. The batch stays in this list, marked undone, and its number is not used again.',
    undoneMark: 'Undone',
  },
  nl: {
    menu: 'Facturering',
    client: 'Klant',
    show: 'Overzicht tonen',
    summary: '2 registraties, totaal € 242,00',
    line: 'Design',
    total: 'Totaal',
    pdf: 'PDF downloaden',
    pdfWords: ['Overzicht', 'Klant: Acme', 'Overzichtnummer: Concept', 'Totaal € 242,00'],
    mark: 'Als gefactureerd markeren',
    confirmTitle: 'Dit overzicht als gefactureerd markeren?',
    confirm: 'Bevestigen',
    billed: (number: string) => `Als gefactureerd gemarkeerd: overzicht ${number}.`,
    undo: 'Ongedaan maken',
    undoTitle: (number: string) => `Overzicht ${number} ongedaan maken?`,
    undoText:
      'De 2 registraties zijn weer te wijzigen. De batch blijft in deze lijst, gemarkeerd als ongedaan gemaakt, en het nummer wordt niet opnieuw gebruikt.',
    undoneMark: 'Ongedaan gemaakt',
  },
} as const

/** Two priced logs of Acme's Website in last month, which the page offers by default. */
async function acmeLastMonth() {
  const person = await createUser({ name: 'Ann Adams' })
  const { client, project, task } = await bookable([person], { name: 'Website' })
  await client.merge({ name: 'Acme' }).save()
  await task.merge({ name: 'Design' }).save()
  const day = DateTime.now().minus({ months: 1 }).startOf('month').plus({ days: 2 }).toISODate()!
  for (const [startTime, stopTime] of [
    ['09:00:00', '10:00:00'],
    ['10:00:00', '11:30:00'],
  ]) {
    await TimeLog.create({
      userId: person.id,
      projectId: project.id,
      taskId: task.id,
      date: day,
      startTime,
      stopTime,
      comments: null,
      billableRate: 9680,
      billableAmount: startTime === '09:00:00' ? 9680 : 14520,
    })
  }
}

test.group('Admin panel: invoicing', (group) => {
  group.each.setup(() => resetAppState())
  group.each.teardown(() => closePages())

  for (const locale of ['en', 'nl'] as Locale[]) {
    test(`a client's statement is shown, downloaded as PDF and marked as billed (${locale})`, async ({
      assert,
    }) => {
      const w = words[locale]
      await acmeLastMonth()
      const { page } = await inPanel({ viewport: desktop }, locale)
      await page.getByRole('menuitem', { name: w.menu }).click()
      await page.waitForURL('**/admin/invoicing')
      await page.getByRole('combobox', { name: w.client }).click()
      await page.getByRole('option', { name: 'Acme' }).click()
      await page.getByRole('button', { name: w.show }).click()
      await page.getByText(w.summary).waitFor()
      const table = page.getByRole('table')
      assert.include(await table.innerText(), w.line)
      const found = await settledViolations(page)
      assert.deepEqual(found, [])

      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: w.pdf }).click()
      const bytes = await readFile((await (await download).path())!)
      const document = await getDocumentProxy(new Uint8Array(bytes))
      const { text } = await extractText(document, { mergePages: true })
      const flat = text.replace(/\s+/g, ' ')
      for (const expected of w.pdfWords) assert.include(flat, expected)

      await page.getByRole('button', { name: w.mark }).click()
      const dialog = page.getByRole('dialog', { name: w.confirmTitle })
      await dialog.getByRole('button', { name: w.confirm }).click()
      const number = `${DateTime.now().year}-0001`
      await page.getByText(w.billed(number)).first().waitFor()
      const batch = await BillingBatch.findByOrFail('number', number)
      assert.equal(batch.total, 24200)
      const billed = await TimeLog.query().where('billing_batch_id', batch.id)
      assert.lengthOf(billed, 2)

      // The time logs show their statement's number, which leads to the batch; its page undoes
      // it after saying what that does.
      await page.goto('/admin/time-logs')
      const chips = page.getByRole('link', { name: number })
      await chips.first().waitFor()
      assert.equal(await chips.count(), 2)
      await chips.first().click()
      await page.waitForURL(`**/admin/billing-batches/${batch.id}/show`)
      await page.getByText(number, { exact: true }).first().waitFor()
      assert.deepEqual(await settledViolations(page), [])
      await page.getByRole('button', { name: w.undo }).click()
      const undo = page.getByRole('dialog', { name: w.undoTitle(number) })
      await undo.getByText(w.undoText).waitFor()
      await undo.getByRole('button', { name: w.confirm }).click()
      await page.waitForURL('**/admin/billing-batches')
      await page.getByText(w.undoneMark, { exact: true }).first().waitFor()
      await screenshot(page, `admin-billing-batches-undone-${locale}`)
      await batch.refresh()
      assert.isNotNull(batch.undoneAt)
      assert.lengthOf(await TimeLog.query().whereNotNull('billing_batch_id'), 0)
    })
  }
})
