import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import type { Database } from 'better-sqlite3'
import pg from 'pg'
import { keepPreparedStatements } from '#database/sqlite_statement_cache'

/** Tests never touch the database the app uses: they wipe theirs at every run. */
function sqlitePath() {
  const path = app.makePath(
    app.inTest ? 'tmp/test.sqlite3' : env.get('SQLITE_PATH') || 'tmp/hourbook.sqlite3'
  )
  mkdirSync(dirname(path), { recursive: true })
  return path
}

const migrations = { naturalSort: true, paths: ['database/migrations'] }

/**
 * PostgreSQL's dates (DATE columns) as the text it sends, YYYY-MM-DD, as SQLite stores them,
 * rather than as JavaScript Dates at local midnight that the app turns back into that text
 * (app/models/columns.ts). Every row of the list has one. (For every connection of the process:
 * Lucid's connection options have no place for the driver's per-connection parsers.)
 */
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

/**
 * BIGINT (and COUNT(*)) as numbers, as SQLite gives them: the driver's own parser tests each
 * value against a pattern and answers text, which the app then turns into a number; every row of
 * the list and the week has two (a log's rate and amount). The app's bigints (amounts in minor
 * units, seconds, counts) stay far below 2^53.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number)

// Models declare their columns themselves.
const schemaGeneration = { enabled: false }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqlitePath(),
      },
      useNullAsDefault: true,
      pool: {
        // WAL with full sync: every write answered 2xx survives a crash of the process.
        afterCreate: (
          connection: Database,
          done: (error: Error | null, connection: unknown) => void
        ) => {
          connection.pragma('journal_mode = WAL')
          connection.pragma('synchronous = FULL')
          connection.pragma('foreign_keys = ON')
          connection.pragma('busy_timeout = 5000')
          keepPreparedStatements(connection)
          done(null, connection)
        },
      },
      migrations,
      schemaGeneration,
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('DB_HOST', '127.0.0.1'),
        port: env.get('DB_PORT', 5432),
        user: env.get('DB_USER', 'postgres'),
        password: env.get('DB_PASSWORD', ''),
        database: app.inTest
          ? env.get('DB_TEST_DATABASE', 'hourbook_test')
          : env.get('DB_DATABASE', 'hourbook'),
      },
      migrations,
      schemaGeneration,
    },
  },
})

export default dbConfig
