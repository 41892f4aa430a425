import { memo } from '../memo.ts'
import type { Route, ServerContext } from './route.ts'

/**
 * /healthz: 200 while the server runs (it serves the prerendered pages even when Supabase does
 * not answer), saying whether Supabase answers a visitor's read; asked at most every 5 s.
 */
export function healthRoutes({ reads, answers }: ServerContext): Route[] {
  const supabaseHealth = memo<string | null>(5000)
  return [
    {
      path: /^\/healthz$/,
      handle: async (req, res) => {
        const problem = await supabaseHealth('supabase', () => reads.unreachable())
        const body = JSON.stringify({
          status: 'ok',
          supabase: problem ? 'unreachable' : 'ok',
          ...(problem ? { detail: problem } : {}),
        })
        answers.send(req, res, 200, 'application/json; charset=utf-8', 'no-store', body)
      },
    },
  ]
}
