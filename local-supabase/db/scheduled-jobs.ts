import type { Database } from './database.ts'

// What a real project runs with pg_cron (scheduled by its migration where the extension exists):
// the local server runs it on the same schedule, and once at start so a database left stopped for
// weeks wakes up with its expired ads marked.
/** Where `npm run test:postgres` runs pg_cron (cron.database_name of its cluster; tests/local-supabase/cron.test.ts). */
export const CRON_DATABASE = 'cs_cron'

const JOBS = [
  { name: 'expirar-anuncios', sql: 'select public.expirar_anuncios()', everyMs: 10 * 60_000 },
  { name: 'casar-alertas', sql: 'select interno.casar_alertas()', everyMs: 10_000 },
  { name: 'esquecer-remocoes', sql: 'select interno.esquecer_remocoes()', everyMs: 24 * 60 * 60_000 },
  { name: 'liberar-reservas', sql: 'select public.liberar_reservas()', everyMs: 60 * 60_000 },
]

/** Starts the jobs; the answer stops them, waiting for a run under way. */
export function startScheduledJobs(db: Database, log: (line: string) => void): () => Promise<void> {
  const running = new Set<Promise<unknown>>()
  const run = (job: (typeof JOBS)[number]) => {
    const done = db
      .query(job.sql)
      .catch((error: Error) => log(`Scheduled job ${job.name} failed: ${error.message}`))
      .finally(() => running.delete(done))
    running.add(done)
  }
  const timers = JOBS.map((job) => {
    run(job)
    const timer = setInterval(() => run(job), job.everyMs)
    timer.unref()
    return timer
  })
  return async () => {
    timers.forEach(clearInterval)
    await Promise.all(running)
  }
}
