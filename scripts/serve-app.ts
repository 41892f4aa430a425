// `npm start`'s web server, the browser tests' and `npm run bench:lighthouse`'s: the production
// server (server/app-server.ts) on the build in dist/, reading the backend the build points at.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { config } from '../src/lib/config.ts'
import { createAppServer } from '../server/app-server.ts'

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.APP_PORT ?? '4173' }, dist: { type: 'string', default: 'dist' } },
})
const server = createAppServer(path.resolve(values.dist), {
  supabaseUrl: process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL ?? config.supabaseUrl,
  anonKey: process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY ?? config.supabaseAnonKey,
  siteUrl: process.env.SITE_URL ?? `http://127.0.0.1:${values.port}`,
})
server.listen(Number(values.port), '127.0.0.1', () => console.log(`App: http://127.0.0.1:${values.port}`))
const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
