import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, statSync, unlinkSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import Database from 'better-sqlite3'
import { DateTime } from 'luxon'

type PgConnection = { host: string; port: number; user: string; password: string; database: string }

/**
 * Backs up the configured database while the app runs: SQLite through `VACUUM INTO` (one read
 * transaction, so a consistent copy that includes what still sits in the WAL), PostgreSQL
 * through `pg_dump -Fc`. See docs/operations.md "Backups".
 */
export default class DbBackup extends BaseCommand {
  static commandName = 'db:backup'
  static description = 'Back up the database, consistently and while the app runs'
  static options: CommandOptions = { startApp: true }

  @flags.string({
    description:
      'File to write; never overwritten (default: a timestamped file under backups/ next to the SQLite file, or storage/backups/ for PostgreSQL)',
  })
  declare output?: string

  async run() {
    const connection = db.manager.get(db.primaryConnectionName)!.config
    const isSqlite = connection.client === 'better-sqlite3'
    const sqliteFile = isSqlite ? (connection.connection as { filename: string }).filename : ''
    const pg = connection.connection as PgConnection
    const path = this.output
      ? resolve(this.output)
      : isSqlite
        ? timestamped(
            join(dirname(sqliteFile), 'backups'),
            basename(sqliteFile, extname(sqliteFile)),
            '.sqlite3'
          )
        : timestamped(app.makePath('storage/backups'), pg.database, '.dump')

    mkdirSync(dirname(path), { recursive: true })
    // Created empty and exclusively, so an existing file is never overwritten.
    try {
      const reserved = await open(path, 'wx')
      await reserved.close()
    } catch (error) {
      const exists = (error as NodeJS.ErrnoException).code === 'EEXIST'
      return this.fail(exists ? `${path} already exists; it is left as it is` : `${error}`)
    }

    const failure = isSqlite ? await this.backUpSqlite(path) : await this.backUpPostgres(pg, path)
    if (failure) {
      unlinkSync(path)
      return this.fail(`The backup failed: ${failure}`)
    }
    this.logger.success(`Backed up to ${path} (${statSync(path).size} bytes)`)
  }

  /** The reason it failed, or nothing when the copy is written and checked. */
  private async backUpSqlite(path: string) {
    try {
      await db.connection().rawQuery('VACUUM INTO ?', [path])
      const copy = new Database(path, { readonly: true, fileMustExist: true })
      try {
        const verdict = copy.pragma('integrity_check', { simple: true })
        return verdict === 'ok' ? undefined : `the copy fails PRAGMA integrity_check: ${verdict}`
      } finally {
        copy.close()
      }
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  }

  /** The reason it failed, or nothing when pg_dump wrote the whole dump. */
  private async backUpPostgres(pg: PgConnection, path: string) {
    const args = ['-Fc', '--no-password', '-h', pg.host, '-p', String(pg.port), '-U', pg.user]
    const child = spawn('pg_dump', [...args, '-d', pg.database], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: pg.password ? { ...process.env, PGPASSWORD: pg.password } : process.env,
    })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    const exited = new Promise<string | undefined>((done) => {
      child.once('error', (error: NodeJS.ErrnoException) =>
        done(
          error.code === 'ENOENT'
            ? 'pg_dump was not found on the PATH; install the PostgreSQL client tools (the version of the server or newer)'
            : error.message
        )
      )
      child.once('close', (code) =>
        done(code === 0 ? undefined : `pg_dump exited ${code}: ${errors.trim()}`)
      )
    })
    const written = pipeline(child.stdout, createWriteStream(path, { flags: 'r+' })).then(
      () => undefined,
      (error: Error) => error.message
    )
    return (await exited) ?? (await written)
  }

  private fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}

/** E.g. storage/backups/hourbook-20261123-120000.dump, in UTC. */
function timestamped(directory: string, name: string, extension: string) {
  return join(directory, `${name}-${DateTime.utc().toFormat('yyyyLLdd-HHmmss')}${extension}`)
}
