import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const supabaseDir = path.resolve(here, '../../supabase')

/** The seed is due on a database that never got it and holds no account (a database with people is never seeded). */
async function seedIsDue(db: Database): Promise<boolean> {
  await db.exec('create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null)')
  const { rows } = await db.query<{ due: boolean }>(
    `select not exists (select 1 from supabase_migrations.seed_files) and not exists (select 1 from auth.users) as due`,
  )
  return rows[0].due
}

/** GoTrue's token columns (password recovery, phone codes), for local databases made before them. */
const PLATFORM_UPGRADES = `alter table auth.users
  add column if not exists confirmation_token text,
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token text,
  add column if not exists recovery_sent_at timestamptz`

export interface MigrationReport {
  platformCreated: boolean
  applied: string[]
  seeded: boolean
}

/**
 * Provides Supabase's own objects (once), applies pending migrations in order, and seeds an empty
 * database. The seed is a recorded step of its own (supabase_migrations.seed_files, as the Supabase
 * CLI keeps it), in one transaction with its record: a first start killed after the migrations
 * seeds on the next start.
 */
export async function migrate(
  db: Database,
  options: { seed?: boolean; log?: (line: string) => void } = {},
): Promise<MigrationReport> {
  const log = options.log ?? (() => undefined)
  const report: MigrationReport = { platformCreated: false, applied: [], seeded: false }

  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  )
  if (!rows[0]?.exists) {
    const platform = await readFile(path.join(here, 'supabase-platform.sql'), 'utf8')
    await db.transaction((tx) => tx.exec(platform))
    report.platformCreated = true
  }
  // Columns of Supabase's own tables added after a local database was made (a data folder kept
  // from before): added in place, as a Supabase upgrade would have them.
  await db.exec(PLATFORM_UPGRADES)

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  )
  const files = (await readdir(path.join(supabaseDir, 'migrations'))).filter((f) => /^\d+_.+\.sql$/.test(f)).sort()
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    if (done.has(version)) continue
    const sql = await readFile(path.join(supabaseDir, 'migrations', file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ])
    })
    report.applied.push(file)
    log(`Applied migration ${file}`)
  }

  if (options.seed !== false && (await seedIsDue(db))) {
    const seed = await readFile(path.join(supabaseDir, 'seed.sql'), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(seed)
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, md5($2))', ['supabase/seed.sql', seed])
    })
    report.seeded = true
    log('Seeded demo data (supabase/seed.sql)')
  }
  return report
}
