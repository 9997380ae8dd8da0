import { test } from '@japa/runner'
import { extractText, getDocumentProxy } from 'unpdf'
import type { Statement } from '#models/billing_batch'
import { statementDownload } from '#services/exports/statement_export'
import { collector, i18nFor } from '#tests/support/exports'

const design = { id: 2, name: 'Design' }
const build = { id: 3, name: 'Build' }

/** Website: design at two rates and build; 24334 cents before 21% tax. */
const statement: Statement = {
  client: { id: 1, name: 'Acme' },
  project: null,
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  grouping: 'task',
  currency: 'EUR',
  groups: [
    {
      project: { id: 4, name: 'Website' },
      lines: [
        {
          task: build,
          user: null,
          log: null,
          seconds: 2400,
          rate: 5001,
          amount: 3334,
          logCount: 1,
        },
        {
          task: design,
          user: null,
          log: null,
          seconds: 5400,
          rate: 6000,
          amount: 9000,
          logCount: 1,
        },
        {
          task: design,
          user: null,
          log: null,
          seconds: 5400,
          rate: 8000,
          amount: 12000,
          logCount: 2,
        },
      ],
      seconds: 13200,
      logCount: 4,
      subtotal: 24334,
    },
  ],
  logCount: 4,
  seconds: 13200,
  subtotal: 24334,
  taxRate: 2100,
  tax: 5110,
  total: 29444,
}

async function pdfText(locale: 'en' | 'nl', number: string | null, of = statement) {
  const { target, bytes } = collector()
  const download = statementDownload('pdf', {
    statement: of,
    number,
    issuedOn: '2026-12-01',
    company: { name: 'Hourbook B.V.', address: 'Keizersgracht 1\n1015 CJ Amsterdam' },
    i18n: await i18nFor(locale),
    formats: { dateFormat: locale === 'nl' ? 'dmy' : 'mdy', timeFormat: '24h' },
  })
  await download.write(target)
  const document = await getDocumentProxy(new Uint8Array(await bytes))
  const { text } = await extractText(document, { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), filename: download.filename }
}

test.group('Statement PDF', () => {
  test('company, client, draft, dates, lines, subtotals, tax and total', async ({ assert }) => {
    const { text, filename } = await pdfText('en', null)
    assert.equal(filename, 'statement-draft-2026-11-01-2026-11-30.pdf')
    for (const expected of [
      'Hourbook B.V.',
      'Keizersgracht 1',
      '1015 CJ Amsterdam',
      'Statement',
      'Client: Acme',
      'Statement number: Draft',
      'Issue date: December 1, 2026',
      'Period: November 1, 2026 – November 30, 2026',
      'Amounts in EUR',
      'Description Hours Rate Amount',
      'Website',
      'Build 0.67 €50.01 €33.34',
      'Design 1.50 €60.00 €90.00',
      'Design 1.50 €80.00 €120.00',
      'Subtotal Website 3.67 €243.34',
      'Tax 21% €51.10',
      'Total €294.44',
    ]) {
      assert.include(text, expected)
    }
  })

  test('in Dutch, with its number and the Dutch date format', async ({ assert }) => {
    const { text, filename } = await pdfText('nl', '2026-0007')
    assert.equal(filename, 'statement-2026-0007.pdf')
    for (const expected of [
      'Overzicht',
      'Klant: Acme',
      'Overzichtnummer: 2026-0007',
      'Datum: 1 december 2026',
      'Periode: 1 november 2026 – 30 november 2026',
      'Omschrijving Uren Tarief Bedrag',
      'Build 0,67 € 50,01 € 33,34',
      'Btw 21% € 51,10',
      'Totaal € 294,44',
    ]) {
      assert.include(text, expected)
    }
  })

  test('one line per log names its date, task, person and comments', async ({ assert }) => {
    const { text } = await pdfText('en', null, {
      ...statement,
      grouping: 'log',
      taxRate: null,
      tax: 0,
      total: 24334,
      groups: [
        {
          ...statement.groups[0],
          lines: [
            {
              task: design,
              user: { id: 9, name: 'Ann Adams' },
              log: { id: 1, date: '2026-11-03', startTime: '09:00:00', comments: 'Kick-off' },
              seconds: 3600,
              rate: 8000,
              amount: 8000,
              logCount: 1,
            },
          ],
        },
      ],
    })
    assert.include(text, '11/03/2026 · Design · Ann Adams · Kick-off 1.00 €80.00 €80.00')
    assert.notInclude(text, 'Tax')
  })
})
