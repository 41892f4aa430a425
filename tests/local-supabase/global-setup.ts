import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase, snapshotDatabase } from '../../local-supabase/db/database.ts'
import { migrate } from '../../local-supabase/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshot: string
  }
}

/**
 * A cold PGlite initdb plus migrations takes seconds; do it once, and let each test file start
 * its own database from this snapshot. With DATABASE_URL set, each file creates a database on
 * that server instead (see helpers.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-db-'))
  const file = path.join(dir, 'snapshot.tar.gz')
  if (process.env.DATABASE_URL) {
    // Create the cluster-wide roles once, before the test files create their databases.
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL })
    await migrate(db, { seed: false })
    await db.close()
  } else {
    const db = await openDatabase({})
    await migrate(db)
    const snapshot = await snapshotDatabase(db)
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()))
    await db.close()
  }
  project.provide('databaseSnapshot', file)
  return () => rm(dir, { recursive: true, force: true })
}
