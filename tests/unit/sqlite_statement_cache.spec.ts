import Database from 'better-sqlite3'
import { test } from '@japa/runner'
import { keepPreparedStatements } from '#database/sqlite_statement_cache'

test.group('SQLite statement cache', () => {
  test('a query prepared again reuses its statement, and the cache stays bounded', ({ assert }) => {
    const connection = new Database(':memory:')
    keepPreparedStatements(connection)
    const first = connection.prepare('SELECT ? AS value')
    assert.strictEqual(connection.prepare('SELECT ? AS value'), first)
    assert.deepEqual(first.get(1), { value: 1 })

    for (let index = 0; index < 200; index++) connection.prepare(`SELECT ${index}`)
    assert.notStrictEqual(connection.prepare('SELECT ? AS value'), first)
    connection.close()
  })

  test('a kept statement follows a later change of the schema', ({ assert }) => {
    const connection = new Database(':memory:')
    keepPreparedStatements(connection)
    connection.prepare('CREATE TABLE logs (id INTEGER PRIMARY KEY)').run()
    connection.prepare('INSERT INTO logs (id) VALUES (1)').run()
    assert.deepEqual(connection.prepare('SELECT * FROM logs').all(), [{ id: 1 }])
    connection.prepare('ALTER TABLE logs ADD COLUMN note TEXT').run()
    assert.deepEqual(connection.prepare('SELECT * FROM logs').all(), [{ id: 1, note: null }])
    connection.close()
  })
})
