import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { openDatabase } from '../../local-supabase/db/database.ts'
import { migrate } from '../../local-supabase/db/migrate.ts'

// `npm run backend -- --port <port> --data-dir <dir> [--reset]`, as a newcomer runs it.

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
})

interface Running {
  child: ChildProcess
  url: string
  anonKey: string
  serviceKey: string
  output: string
}

function startCli(dataDir: string, extra: string[] = []): Promise<Running> {
  // The CLI itself (node with tsx's loader), in a process group of its own: no npx or tsx
  // wrapper processes that a signal would miss.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'local-supabase/cli.ts', '--port', '0', '--mail-port', '0', '--data-dir', dataDir, ...extra],
    {
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  started.push(child.pid!)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 60_000)
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const url = /^API URL: (\S+)$/m.exec(output)?.[1]
      const anonKey = /^anon key: (\S+)$/m.exec(output)?.[1]
      const serviceKey = /^service_role key: (\S+)$/m.exec(output)?.[1]
      if (url && anonKey && serviceKey) {
        clearTimeout(timer)
        resolve({ child, url, anonKey, serviceKey, output })
      }
    })
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)))
  })
}

/** Every process group this file started, checked gone at the end. */
const started: number[] = []

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops the CLI as Ctrl+C or a service manager would (SIGTERM to its group); it shuts down cleanly. */
function stop(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit')
    running.child.on('exit', () => resolve())
    process.kill(-running.child.pid!, 'SIGTERM')
  })
}

async function subscribers(r: Running): Promise<string[]> {
  const res = await fetch(`${r.url}/rest/v1/newsletter_inscricoes?select=email`, { headers: { apikey: r.serviceKey } })
  return (await res.json()).map((row: { email: string }) => row.email)
}

describe('npm run backend', () => {
  it('prints the API URL and keys like the Supabase CLI, keeps data across restarts, and --reset starts over', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-cli-'))
    dirs.push(dataDir)
    const first = await startCli(dataDir)
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    // The Supabase CLI's well-known local anon key, from the documented default JWT secret.
    expect(first.anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    )
    expect(first.output).toContain('Seeded demo data')
    const ads = await fetch(`${first.url}/rest/v1/anuncios?select=id`, { headers: { apikey: first.anonKey } })
    expect((await ads.json()).length).toBe(39)
    await fetch(`${first.url}/rest/v1/newsletter_inscricoes`, {
      method: 'POST',
      headers: { apikey: first.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'persiste@campo-solidario.test' }),
    })
    await stop(first)

    const second = await startCli(dataDir)
    expect(second.output).not.toContain('Applied migration')
    expect(await subscribers(second)).toEqual(['persiste@campo-solidario.test'])
    await stop(second)

    const reset = await startCli(dataDir, ['--reset'])
    expect(await subscribers(reset)).toEqual([])
    await stop(reset)
  }, 120_000)
})

describe('stopping', () => {
  it('no server outlives its stop: no process of this file is left, wrapper or child', () => {
    expect(started.length).toBeGreaterThan(0)
    expect(started.filter(groupAlive)).toEqual([])
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n')
    expect(processes.filter((args) => dirs.some((dir) => args.includes(dir)))).toEqual([])
  })
})

describe('migrate', () => {
  // DATABASE_URL runs build their databases per file (no snapshot); covered there.
  it.skipIf(!!process.env.DATABASE_URL)('applies nothing twice and seeds only a new database', async () => {
    const snapshot = await readFile(inject('databaseSnapshot'))
    const db = await openDatabase({ snapshot: new Blob([new Uint8Array(snapshot)]) })
    const report = await migrate(db)
    expect(report).toEqual({ platformCreated: false, applied: [], seeded: false })
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations')
    expect(rows[0].n).toBeGreaterThanOrEqual(8)
    await db.close()
  })

  // One cold database is enough to show it; PGlite's is cheap.
  it.skipIf(!!process.env.DATABASE_URL)(
    'a first start stopped after the migrations, before the demo data, seeds on the next start — once',
    async () => {
      const db = await openDatabase({})
      // As if the process died right after the migrations: nothing seeded.
      expect(await migrate(db, { seed: false })).toMatchObject({ platformCreated: true, seeded: false })
      const users = async () => (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n
      expect(await users()).toBe(0)
      expect(await migrate(db)).toMatchObject({ platformCreated: false, applied: [], seeded: true })
      expect(await users()).toBe(3)
      expect(await migrate(db)).toMatchObject({ seeded: false })
      expect(await users()).toBe(3)
      await db.close()
    },
    60_000,
  )
})
