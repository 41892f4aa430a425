import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import pg from 'pg'

export interface QueryResult<Row> {
  rows: Row[]
  affectedRows: number
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>
  /** Runs several statements without parameters (migration files). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** One transaction; rolled back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** LISTEN on `channel`: each NOTIFY's payload, in commit order; answers how to stop. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const extensions = { pgcrypto, pg_trgm, unaccent, uuid_ossp }

class PGliteDatabase implements Database {
  readonly kind = 'pglite'
  constructor(readonly pglite: PGlite) {}

  async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    const result = await this.pglite.query<Row>(sql, params)
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 }
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql)
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    // PGlite is one connection with one queue: everything inside goes through `tx`.
    return this.pglite.transaction((tx) =>
      work({
        async query<Row>(sql: string, params?: unknown[]) {
          const result = await tx.query<Row>(sql, params)
          return { rows: result.rows, affectedRows: result.affectedRows ?? 0 }
        },
        async exec(sql: string) {
          await tx.exec(sql)
        },
      }),
    )
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.pglite.listen(channel, onNotify)
  }

  close(): Promise<void> {
    return this.pglite.close()
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres'
  constructor(private readonly pool: pg.Pool) {}

  async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    const result = await this.pool.query(sql, params as unknown[])
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql)
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('begin')
      const result = await work({
        async query<Row>(sql: string, params?: unknown[]) {
          const r = await client.query(sql, params as unknown[])
          return { rows: r.rows as Row[], affectedRows: r.rowCount ?? 0 }
        },
        async exec(sql: string) {
          await client.query(sql)
        },
      })
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    // A connection of its own, held while listening (a pooled one would be handed to others).
    const client = await this.pool.connect()
    const onNotification = (message: pg.Notification) => {
      if (message.channel === channel) onNotify(message.payload ?? '')
    }
    client.on('notification', onNotification)
    await client.query(`listen ${pg.escapeIdentifier(channel)}`)
    return async () => {
      client.off('notification', onNotification)
      await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined)
      client.release()
    }
  }

  close(): Promise<void> {
    return this.pool.end()
  }
}

export interface OpenOptions {
  /** Postgres connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string
  /** PGlite data folder; in memory when absent. */
  dataDir?: string
  /** A PGlite snapshot (from `dumpDataDir`) to start from, for fast test databases. */
  snapshot?: Blob
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Keep timestamps, numerics and json as Postgres text; the API builds JSON in SQL anyway.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 8 })
    // A connection the server ends (a restart, an administrator's terminate, a test's forced drop)
    // leaves the pool, which opens another when needed; unheard, the error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL ended a connection: ${error.message}`))
    return new PostgresDatabase(pool)
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    extensions,
  })
  return new PGliteDatabase(pglite)
}

export async function snapshotDatabase(db: Database): Promise<Blob> {
  if (!(db instanceof PGliteDatabase)) throw new Error('Only PGlite databases can be snapshotted')
  return db.pglite.dumpDataDir('gzip')
}
