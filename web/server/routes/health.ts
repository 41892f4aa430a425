import { memo } from '../memo.ts'
import type { Route, ServerContext } from './route.ts'

/**
 * /healthz: 200 while the server runs (it serves the prerendered pages even when Supabase does
 * not answer), saying whether Supabase answers a visitor's read ("ok" or "indisponível", nothing
 * more: the error's text goes to the log); asked at most every 5 s.
 */
export function healthRoutes({ reads, answers }: ServerContext): Route[] {
  const supabaseHealth = memo<string | null>(5000)
  return [
    {
      path: /^\/healthz$/,
      handle: async (req, res) => {
        const problem = await supabaseHealth('supabase', () => reads.unreachable())
        // The backend's own error text is for the log, not for whoever asks.
        if (problem) console.error(`${new Date().toISOString()} healthz: Supabase unreachable: ${JSON.stringify(problem)}`)
        const body = JSON.stringify({ status: 'ok', supabase: problem ? 'indisponível' : 'ok' })
        answers.send(req, res, 200, 'application/json; charset=utf-8', 'no-store', body)
      },
    },
  ]
}
