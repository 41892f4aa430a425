import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const supabaseDir = path.resolve(here, '../../supabase')

export interface MigrationReport {
  platformCreated: boolean
  applied: string[]
  seeded: boolean
}

/** Provides Supabase's own objects (once), applies pending migrations in order, seeds a new database. */
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

  if (report.platformCreated && options.seed !== false) {
    const seed = await readFile(path.join(supabaseDir, 'seed.sql'), 'utf8')
    await db.transaction((tx) => tx.exec(seed))
    report.seeded = true
    log('Seeded demo data (supabase/seed.sql)')
  }
  return report
}
