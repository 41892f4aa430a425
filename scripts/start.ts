// npm start — the whole app on this machine: the local Supabase-compatible backend with demo data
// (port 54321) and the production build of the web app with its service worker (port 4173), so
// installing and offline use work as they will in production (served as a static host would:
// web/serve.ts). `npm run dev` is the hot-reload
// alternative (no service worker).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { DEMO_ACCOUNTS } from '../local-supabase/config.ts'
import { devServiceEnv } from '../local-supabase/dev-services/urls.ts'
import { serveAppArgs, serveAppEnv } from '../web/serve-command.ts'

const backendPort = process.env.LOCAL_SUPABASE_PORT ?? '54321'
const appPort = process.env.APP_PORT ?? '4173'
const apiUrl = `http://127.0.0.1:${backendPort}`
const children: ChildProcess[] = []
let mailboxUrl = ''

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stopAll())
process.on('SIGTERM', () => stopAll())

// Node with tsx's loader, not npx: no wrapper processes that a stop signal would miss.
const backend = spawn(
  process.execPath,
  ['--import', 'tsx', 'local-supabase/cli.ts', '--port', backendPort, ...process.argv.slice(2)],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
children.push(backend)
backend.on('exit', (code) => {
  console.error(`The local backend stopped (exit code ${code}).`)
  stopAll(code ?? 1)
})

await new Promise<void>((resolve) => {
  let output = ''
  backend.stdout!.on('data', (chunk: Buffer) => {
    output += chunk
    process.stdout.write(chunk)
    mailboxUrl = /Mailbox: (\S+)/.exec(output)?.[1] ?? mailboxUrl
    if (output.includes('service_role key:')) resolve()
  })
})

const env = { ...devServiceEnv(apiUrl), ...process.env, VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? apiUrl }
console.log('\nBuilding the web app…')
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env })
if (build.status !== 0) stopAll(build.status ?? 1)

const app = spawn(process.execPath, serveAppArgs(), {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, ...serveAppEnv(appPort) },
})
children.push(app)
app.on('exit', (code) => stopAll(code ?? 1))

console.log(`
  Campo Solidário is running.
  Open  http://127.0.0.1:${appPort}
  API   ${apiUrl}
  Mailbox ${mailboxUrl}  (recovery e-mails and phone codes)

  Demo accounts (local only):
${DEMO_ACCOUNTS.map((a) => `    ${a.login.padEnd(14)} ${a.password.padEnd(12)} ${a.role}`).join('\n')}

  Ctrl+C stops everything.
`)
