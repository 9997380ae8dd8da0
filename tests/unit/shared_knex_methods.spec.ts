import knex, { type Knex } from 'knex'
import { test } from '@japa/runner'

function memoryDatabase() {
  return knex({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  })
}

/** What a transaction's own knex instance is, and what it ran. */
async function inTransaction(database: Knex, note: string) {
  const queries: string[] = []
  let transactor: Knex.Transaction | undefined
  await database.transaction(async (trx) => {
    transactor = trx
    trx.on('query', ({ sql }: { sql: string }) => queries.push(sql))
    await trx.insert({ note }).into('logs')
  })
  return { transactor: transactor!, queries }
}

test.group('One set of query methods for every knex instance (patches/knex)', (group) => {
  let database: Knex
  group.each.setup(async () => {
    database = memoryDatabase()
    await database.schema.createTable('logs', (table) => {
      table.increments('id')
      table.string('note')
    })
    return () => database.destroy()
  })

  test('two transactions share their query methods and each runs and reports its own queries', async ({
    assert,
  }) => {
    const first = await inTransaction(database, 'first')
    const second = await inTransaction(database, 'second')
    assert.strictEqual(first.transactor.select, second.transactor.select)
    assert.strictEqual(first.transactor.where, database.where)
    assert.isFalse(Object.hasOwn(first.transactor, 'select'))
    const inserts = (queries: string[]) => queries.filter((sql) => sql.startsWith('insert'))
    assert.deepEqual(inserts(first.queries), ['insert into `logs` (`note`) values (?)'])
    assert.deepEqual(inserts(second.queries), ['insert into `logs` (`note`) values (?)'])
    assert.deepEqual(await database.select('note').from('logs').orderBy('id'), [
      { note: 'first' },
      { note: 'second' },
    ])
  })

  test('a query method still builds on its own instance, and user params still clone', async ({
    assert,
  }) => {
    await database.insert([{ note: 'a' }, { note: 'b' }]).into('logs')
    const rows = await database.transaction((trx) =>
      trx.where('note', 'b').select('note').from('logs')
    )
    assert.deepEqual(rows, [{ note: 'b' }])
    const withParams = database.withUserParams({ tenant: 7 })
    assert.deepEqual(withParams.userParams, { tenant: 7 })
    assert.deepEqual(await withParams.select('note').from('logs').where('note', 'a'), [
      { note: 'a' },
    ])
  })
})
