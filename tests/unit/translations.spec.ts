import { readdir, readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'

type Catalogue = Map<string, string>

/** Every message of a language, by its full key ('time_logs.columns.date'). */
async function catalogue(locale: string): Promise<Catalogue> {
  const messages: Catalogue = new Map()
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') return void messages.set(prefix, node)
    for (const [key, value] of Object.entries(node as object)) walk(value, `${prefix}.${key}`)
  }
  const directory = app.languageFilesPath(locale)
  for (const file of (await readdir(directory)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(await readFile(`${directory}/${file}`, 'utf8')), file.replace(/\.json$/, ''))
  }
  return messages
}

/** The {placeholders} a message interpolates, sorted. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*(\w+)\s*\}/g)].map(([, name]) => name).sort()

test.group('Translations', () => {
  test('English and Dutch hold the same keys', async ({ assert }) => {
    const [en, nl] = await Promise.all([catalogue('en'), catalogue('nl')])
    assert.deepEqual(
      [...nl.keys()].filter((key) => !en.has(key)),
      [],
      'only in Dutch'
    )
    assert.deepEqual(
      [...en.keys()].filter((key) => !nl.has(key)),
      [],
      'only in English'
    )
  })

  test('a Dutch message fills in the same placeholders as its English one', async ({ assert }) => {
    const [en, nl] = await Promise.all([catalogue('en'), catalogue('nl')])
    const mismatched = [...en]
      .filter(([key]) => nl.has(key))
      .filter(
        ([key, message]) => placeholders(message).join() !== placeholders(nl.get(key)!).join()
      )
      .map(([key]) => key)
    assert.deepEqual(mismatched, [])
  })

  test('no message is left empty', async ({ assert }) => {
    for (const locale of ['en', 'nl']) {
      const empty = [...(await catalogue(locale))].filter(([, message]) => !message.trim())
      assert.deepEqual(empty, [], locale)
    }
  })
})
