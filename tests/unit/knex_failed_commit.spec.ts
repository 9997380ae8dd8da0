import knex, { type Knex } from 'knex'
import { test } from '@japa/runner'
import env from '#start/env'

const onPostgres = env.get('DB_CONNECTION') === 'pg'

/**
 * SQLite checks a deferred foreign key at COMMIT, fails the COMMIT and leaves the transaction
 * open: the commit must reject, and the connection (the pool's only one) must be usable after.
 */
async function sqliteWithDeferredKey() {
  const database = knex({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  })
  await database.raw('PRAGMA foreign_keys = ON')
  await database.raw('CREATE TABLE projects (id INTEGER PRIMARY KEY)')
  await database.raw(
    'CREATE TABLE logs (id INTEGER PRIMARY KEY, project_id INTEGER REFERENCES projects (id) DEFERRABLE INITIALLY DEFERRED)'
  )
  return database
}

/**
 * One PostgreSQL connection, with a temporary table whose constraint trigger runs at COMMIT and
 * does what `atCommit` says.
 */
async function postgresFailingAtCommit(atCommit: string) {
  const database = knex({
    client: 'pg',
    connection: {
      host: env.get('DB_HOST', '127.0.0.1'),
      port: env.get('DB_PORT', 5432),
      user: env.get('DB_USER', 'postgres'),
      password: env.get('DB_PASSWORD', ''),
      database: env.get('DB_TEST_DATABASE', 'hourbook_test'),
    },
    pool: { min: 0, max: 1 },
  })
  await database.raw('CREATE TEMPORARY TABLE logs (id serial PRIMARY KEY, note text)')
  await database.raw(
    `CREATE FUNCTION pg_temp.at_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${atCommit}; RETURN NULL; END $$`
  )
  await database.raw(
    `CREATE CONSTRAINT TRIGGER at_commit AFTER INSERT ON logs DEFERRABLE INITIALLY DEFERRED
     FOR EACH ROW EXECUTE FUNCTION pg_temp.at_commit()`
  )
  return database
}

/** Commits through `trx.commit()` as Lucid does: the transaction's own promise is nobody's. */
async function insertAndCommit(database: Knex, row: Record<string, unknown>) {
  const trx = await database.transaction()
  await trx.insert(row).into('logs')
  await trx.commit()
}

test.group('knex rejects a failed COMMIT (patches/knex)', () => {
  test('SQLite: commit() rejects, nothing is stored, and the connection works after', async ({
    assert,
  }) => {
    const database = await sqliteWithDeferredKey()
    try {
      await assert.rejects(() => insertAndCommit(database, { project_id: 42 }), /FOREIGN KEY/)
      await assert.rejects(
        () => database.transaction((trx) => trx.insert({ project_id: 42 }).into('logs')),
        /FOREIGN KEY/
      )
      await database.transaction(async (trx) => {
        await trx.insert({ id: 7 }).into('projects')
        await trx.insert({ project_id: 7 }).into('logs')
      })
      assert.deepEqual(await database.select('project_id').from('logs'), [{ project_id: 7 }])
    } finally {
      await database.destroy()
    }
  })

  test('PostgreSQL: commit() rejects when a deferred constraint fails', async ({ assert }) => {
    const database = await postgresFailingAtCommit(`RAISE EXCEPTION 'refused at commit'`)
    try {
      await assert.rejects(() => insertAndCommit(database, { note: 'a' }), /refused at commit/)
      await assert.rejects(
        () => database.transaction((trx) => trx.insert({ note: 'b' }).into('logs')),
        /refused at commit/
      )
      assert.deepEqual(await database.select('note').from('logs'), [])
    } finally {
      await database.destroy()
    }
  }).skip(!onPostgres, 'runs on PostgreSQL (DB_CONNECTION=pg)')

  test('PostgreSQL: commit() rejects when the connection is lost at COMMIT', async ({ assert }) => {
    const database = await postgresFailingAtCommit('PERFORM pg_terminate_backend(pg_backend_pid())')
    try {
      await assert.rejects(() => insertAndCommit(database, { note: 'a' }))
      assert.deepEqual((await database.raw('SELECT 1 AS answer')).rows, [{ answer: 1 }])
    } finally {
      await database.destroy()
    }
  }).skip(!onPostgres, 'runs on PostgreSQL (DB_CONNECTION=pg)')
})
