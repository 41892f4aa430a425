// The web server in production (built to dist-web/serve.js: `node dist-web/serve.js`), in
// `npm start`, the browser tests and the benchmarks. Configured by environment (docs/deploy.md):
//   HOST, PORT           where it listens (default 127.0.0.1:4173; 0.0.0.0 in a container)
//   SITE_URL             the public address (canonical links, previews, sitemap; https → HSTS)
//   SUPABASE_URL, SUPABASE_ANON_KEY   the project it reads as a visitor
//   DIST                 the app's build (default ./dist)
//   HSTS                 "off" to leave Strict-Transport-Security out behind HTTPS
//   BOOT_ANSWER_WAIT_MS  how long a page waits for its data to be written into it (default 250)
// It logs one line per request and per error, answers /healthz, and on SIGTERM stops taking
// connections and exits once the requests in flight have finished (at most STOP_GRACE_MS).
import path from 'node:path'
import { config } from '../src/lib/server/config.ts'
import { createAppServer } from './server/app-server.ts'

const STOP_GRACE_MS = 10_000

const env = process.env
const host = env.HOST || '127.0.0.1'
const port = Number(env.PORT || env.APP_PORT || 4173)
const siteUrl = env.SITE_URL || `http://${host}:${port}`
const supabaseUrl = env.SUPABASE_URL || env.VITE_SUPABASE_URL || config.supabaseUrl

const server = createAppServer(path.resolve(env.DIST || 'dist'), {
  supabaseUrl,
  anonKey: env.SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY || config.supabaseAnonKey,
  siteUrl,
  hsts: env.HSTS === 'off' ? false : undefined,
  bootAnswerWaitMs: env.BOOT_ANSWER_WAIT_MS ? Number(env.BOOT_ANSWER_WAIT_MS) : undefined,
})

server.on('request', (req, res) => {
  const started = performance.now()
  res.on('close', () => {
    const ms = (performance.now() - started).toFixed(1)
    const aborted = res.writableFinished ? '' : ' aborted'
    console.log(`${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode} ${ms}ms${aborted}`)
  })
})

server.listen(port, host, () =>
  console.log(`${new Date().toISOString()} listening on http://${host}:${port} (site ${siteUrl}, Supabase ${supabaseUrl})`),
)

let stopping = false
function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${new Date().toISOString()} ${signal}: no new connections; finishing the requests in flight`)
  server.close(() => {
    console.log(`${new Date().toISOString()} stopped`)
    process.exit(0)
  })
  // Connections kept alive are closed as soon as their request is answered.
  setInterval(() => server.closeIdleConnections(), 100).unref()
  setTimeout(() => {
    console.error(`${new Date().toISOString()} requests still open after ${STOP_GRACE_MS} ms: closing them`)
    server.closeAllConnections()
    process.exit(1)
  }, STOP_GRACE_MS).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

// One policy for what nothing caught: a request's failure is answered by the listener (a 500), so
// what reaches here is one request's stray callback or promise. It is logged and the server goes on
// serving the others: exiting would turn one odd request into every shared link dead until a
// restart (and the same request again after it).
process.on('uncaughtException', (error, origin) => {
  console.error(`${new Date().toISOString()} ${origin}: ${JSON.stringify(error.stack ?? error.message)}`)
})
process.on('unhandledRejection', (reason) => {
  const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)
  console.error(`${new Date().toISOString()} unhandledRejection: ${JSON.stringify(detail)}`)
})
