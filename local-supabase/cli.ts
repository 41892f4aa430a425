import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_JWT_SECRET, DEFAULT_MAIL_PORT, DEFAULT_PORT, DEMO_ACCOUNTS } from './config.ts'
import { openDatabase } from './db/database.ts'
import { seedDemoPhotos } from './demo-photos.ts'
import { startLocalSupabase } from './server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(process.env.LOCAL_SUPABASE_PORT ?? DEFAULT_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string', default: process.env.LOCAL_SUPABASE_DATA_DIR ?? '.data/local-supabase' },
    reset: { type: 'boolean', default: false },
    'no-seed': { type: 'boolean', default: false },
    'mail-port': { type: 'string', default: String(process.env.LOCAL_SUPABASE_MAIL_PORT ?? DEFAULT_MAIL_PORT) },
  },
})

const dataDir = path.resolve(values['data-dir'])
const databaseUrl = process.env.DATABASE_URL
if (values.reset) await rm(dataDir, { recursive: true, force: true })
await mkdir(dataDir, { recursive: true })

const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'postgres') })
const supabase = await startLocalSupabase({
  db,
  storageDir: path.join(dataDir, 'storage'),
  vapidKeysFile: path.join(dataDir, 'vapid-keys.json'),
  port: Number(values.port),
  host: values.host,
  jwtSecret: process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
  jwtExpiry: process.env.JWT_EXPIRY ? Number(process.env.JWT_EXPIRY) : undefined,
  seed: !values['no-seed'],
  mailPort: Number(values['mail-port']),
  log: (line) => console.log(line),
})

if (!values['no-seed']) {
  const drawn = await seedDemoPhotos(supabase.url, supabase.serviceRoleKey)
  if (drawn > 0) console.log(`Demo ads: ${drawn} pictures drawn and uploaded`)
}

console.log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`)
console.log(`API URL: ${supabase.url}`)
console.log(`Mailbox: ${supabase.mailboxUrl}`)
console.log(`anon key: ${supabase.anonKey}`)
console.log(`service_role key: ${supabase.serviceRoleKey}`)
if (!values['no-seed']) {
  console.log(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.login} / ${a.password} (${a.role})`).join(' · ')}`)
}

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await supabase.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
