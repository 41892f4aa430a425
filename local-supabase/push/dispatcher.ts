import type { Database } from '../db/database.ts'

// What pg_net and pg_cron do on Supabase for the pushes (supabase/migrations/…_push.sql): call
// the edge function `enviar-push` when pushes are due. The local server has neither extension, so
// it looks for due pushes every second and calls the same function the same way (the service role
// key as bearer), one run at a time.

const DUE = `select exists (
  select 1 from public.envios_push where enviado_em is null and desistido_em is null and proxima_em <= now()
) as due`

export interface PushDispatcher {
  /** Runs the sender now if pushes are due (and waits for it). */
  runNow(): Promise<void>
  stop(): Promise<void>
}

export function startPushDispatcher(
  db: Database,
  call: () => Promise<Response>,
  log: (line: string) => void,
  everyMs = 1000,
): PushDispatcher {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= (async () => {
      try {
        const { rows } = await db.query<{ due: boolean }>(DUE)
        if (!rows[0]?.due) return
        const answer = await call()
        if (!answer.ok) log(`enviar-push answered ${answer.status}: ${await answer.text()}`)
        else await answer.body?.cancel()
      } catch (error) {
        log(`enviar-push failed: ${(error as Error).message}`)
      }
    })().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()
  return {
    async runNow() {
      await running
      await run()
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
