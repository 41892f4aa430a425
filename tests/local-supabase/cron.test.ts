import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../local-supabase/db/database.ts'
import { migrate } from '../../local-supabase/db/migrate.ts'
import { CRON_DATABASE } from '../../local-supabase/db/scheduled-jobs.ts'
import { DEMO } from './helpers.ts'

// The migrations' pg_cron part on real PostgreSQL with pg_cron loaded (npm run test:postgres
// starts its cluster with shared_preload_libraries=pg_cron and cron.database_name=CRON_DATABASE):
// the jobs are scheduled, and the expiry job, run once by hand as pg_cron would, marks an ad past
// its time as expired. Under PGlite (no pg_cron) there is nothing to run.
const databaseUrl = process.env.DATABASE_URL

let db: Database
let withCron: boolean

beforeAll(async () => {
  if (!databaseUrl) return
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const cron = await admin.query(`select setting from pg_settings where name = 'cron.database_name'`)
  withCron = cron.rows[0]?.setting === CRON_DATABASE
  if (withCron) {
    await admin.query(`drop database if exists ${CRON_DATABASE} with (force)`)
    await admin.query(`create database ${CRON_DATABASE}`)
  }
  await admin.end()
  if (!withCron) return
  const url = new URL(databaseUrl)
  url.pathname = `/${CRON_DATABASE}`
  db = await openDatabase({ databaseUrl: url.toString() })
  await migrate(db)
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe.runIf(databaseUrl)('pg_cron on PostgreSQL', () => {
  it('the cluster of test:postgres loads pg_cron', () => {
    expect(withCron).toBe(true)
  })

  it('the migrations schedule the expiry job every 10 minutes, the search alerts every 10 seconds where pg_cron can, the tombstones’ cleanup daily and the reservations’ release hourly', async () => {
    const { rows } = await db.query<{ jobname: string; schedule: string; command: string; active: boolean }>(
      'select jobname, schedule, command, active from cron.job order by jobname',
    )
    expect(rows).toEqual([
      {
        jobname: 'casar-alertas',
        // Seconds came with pg_cron 1.5 (Supabase has it); an older one runs it every minute.
        schedule: expect.stringMatching(/^(10 seconds|\* \* \* \* \*)$/),
        command: 'select interno.casar_alertas()',
        active: true,
      },
      { jobname: 'esquecer-remocoes', schedule: '17 3 * * *', command: 'select interno.esquecer_remocoes()', active: true },
      { jobname: 'expirar-anuncios', schedule: '*/10 * * * *', command: 'select public.expirar_anuncios()', active: true },
      { jobname: 'liberar-reservas', schedule: '41 * * * *', command: 'select public.liberar_reservas()', active: true },
    ])
  })

  it('the expiry job, run once by hand, marks an ad past its time as expired and tells its seller', async () => {
    const { rows: ads } = await db.query<{ id: string }>(
      `select id from public.anuncios where user_id = $1 and status = 'ativo' order by created_at limit 1`,
      [DEMO.maria.id],
    )
    const id = ads[0].id
    await db.query(`update public.anuncios set expira_em = now() - interval '1 minute' where id = $1`, [id])
    const {
      rows: [job],
    } = await db.query<{ command: string }>(`select command from cron.job where jobname = 'expirar-anuncios'`)
    await db.query(job.command)
    const { rows } = await db.query<{ status: string }>('select status from public.anuncios where id = $1', [id])
    expect(rows).toEqual([{ status: 'expirado' }])
  })
})
