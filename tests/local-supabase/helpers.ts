import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database as Schema } from '../../src/lib/database.types'
import pg from 'pg'
import { expect, inject } from 'vitest'
import WebSocket from 'ws'
import { openDatabase, type Database } from '../../local-supabase/db/database.ts'
import { migrate } from '../../local-supabase/db/migrate.ts'
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts'

export const DEMO = {
  admin: {
    id: '00000000-0000-4000-a000-000000000001',
    email: 'admin@campo-solidario.test',
    password: 'admin1234',
    username: 'admin',
  },
  maria: {
    id: '00000000-0000-4000-a000-000000000002',
    email: 'maria@campo-solidario.test',
    password: 'produtor123',
    username: 'maria.souza',
    telefone: '27998761234',
  },
  joao: {
    id: '00000000-0000-4000-a000-000000000003',
    email: 'joao@campo-solidario.test',
    password: 'produtor123',
    username: 'joao.pereira',
  },
}

export interface TestBackend extends LocalSupabase {
  /** A supabase-js client as a visitor (anon key), with no stored session. */
  anon(): SupabaseClient<Schema>
  /** A visitor's client without the schema's types: for the calls the schema does not allow (how the server refuses them). */
  untypedAnon(): SupabaseClient
  /** A supabase-js client with the service role key. */
  service(): SupabaseClient<Schema>
  /** A client signed in with e-mail and password. */
  signIn(email: string, password: string): Promise<SupabaseClient<Schema>>
  /** Creates a fresh user through sign-up and returns a signed-in client and its id. */
  newUser(
    overrides?: Record<string, string>,
  ): Promise<{ client: SupabaseClient<Schema>; id: string; email: string; password: string; username: string }>
  /** The folder holding the objects' bytes (and the unfinished resumable uploads). */
  storageDir: string
  stop(): Promise<void>
}

export function client(url: string, key: string, accessToken?: string): SupabaseClient<Schema> {
  return createClient<Schema>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  })
}

let cpfCounter = 100_000_000 + Math.floor(Math.random() * 800_000_000)
/** A CPF with valid check digits, different on each call. */
export function newCpf(): string {
  const base = String(cpfCounter++).padStart(9, '0')
  const digits = [...base].map(Number)
  for (const n of [9, 10]) {
    let sum = 0
    for (let i = 0; i < n; i++) sum += digits[i] * (n + 1 - i)
    const rest = sum % 11
    digits.push(rest < 2 ? 0 : 11 - rest)
  }
  return digits.join('')
}

async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const name = `cs_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(databaseUrl)
    url.pathname = `/${name}`
    const db = await openDatabase({ databaseUrl: url.toString() })
    await migrate(db)
    return {
      db,
      drop: async () => {
        await db.close()
        const c = new pg.Client({ connectionString: databaseUrl })
        await c.connect()
        await c.query(`drop database if exists ${name} with (force)`)
        await c.end()
      },
    }
  }
  const snapshot = await readFile(inject('databaseSnapshot'))
  const db = await openDatabase({ snapshot: new Blob([new Uint8Array(snapshot)]) })
  return { db, drop: () => db.close() }
}

export async function startTestBackend(
  options: {
    jwtExpiry?: number
    enableSignup?: boolean
    tokenRequestsPer5Minutes?: number
    functionsEnv?: Record<string, string>
    testOtp?: Record<string, string>
  } = {},
): Promise<TestBackend> {
  const { db, drop } = await openTestDatabase()
  const storageDir = await mkdtemp(path.join(tmpdir(), 'campo-solidario-storage-'))
  const server = await startLocalSupabase({
    db,
    storageDir,
    jwtExpiry: options.jwtExpiry,
    enableSignup: options.enableSignup,
    tokenRequestsPer5Minutes: options.tokenRequestsPer5Minutes,
    functionsEnv: options.functionsEnv,
    testOtp: options.testOtp,
  })
  const backend: TestBackend = {
    ...server,
    storageDir,
    anon: () => client(server.url, server.anonKey),
    untypedAnon: () =>
      createClient(server.url, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
      }),
    service: () => client(server.url, server.serviceRoleKey),
    async signIn(email, password) {
      const c = client(server.url, server.anonKey)
      const { data, error } = await c.auth.signInWithPassword({ email, password })
      if (error || !data.session) throw new Error(`sign-in failed for ${email}: ${error?.message}`)
      return client(server.url, server.anonKey, data.session.access_token)
    },
    async newUser(overrides = {}) {
      const suffix = randomUUID().slice(0, 8)
      const email = overrides.email ?? `pessoa.${suffix}@campo-solidario.test`
      const password = overrides.password ?? 'senha-segura-1'
      const username = overrides.username ?? `pessoa_${suffix}`
      // As the cadastro function does: through the admin API (sign-up is off, as in config.toml).
      const created = await client(server.url, server.serviceRoleKey).auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: {
          username,
          display_name: `Pessoa ${suffix}`,
          telefone: overrides.telefone ?? '27912345678',
          cpf: overrides.cpf ?? newCpf(),
        },
      })
      if (created.error) throw new Error(`creating a user failed: ${created.error.message}`)
      const { data, error } = await client(server.url, server.anonKey).auth.signInWithPassword({ email, password })
      if (error || !data.session || !data.user) throw new Error(`sign-in failed: ${error?.message}`)
      return {
        client: client(server.url, server.anonKey, data.session.access_token),
        id: data.user.id,
        email,
        password,
        username,
      }
    },
    async stop() {
      await server.close()
      await drop()
      await rm(storageDir, { recursive: true, force: true })
    },
  }
  return backend
}

/** A valid new ad (the columns a person sends), with a fresh id; override what a test is about. */
export function newAd(extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    titulo: 'Milho verde em espiga',
    categoria: 'comida',
    cidade: 'Serra',
    uf: 'ES',
    contato: '27998761234',
    ...extra,
  }
}

/** A day `days` from today, as the database counts trip days (São Paulo). */
export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
}

/** A valid new trip of three stops (the columns a person sends), with a fresh id. */
export function newTrip(extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    paradas: [
      { cidade: 'santa maria de jetiba', uf: 'es', local: 'Sítio Boa Vista' },
      { cidade: 'Domingos Martins', uf: 'ES' },
      { cidade: 'Vitória', uf: 'ES', local: 'Ceasa' },
    ],
    data: inDays(4),
    hora: '06:00',
    veiculo: 'Caminhonete',
    capacidade_kg: 1000,
    carga_propria_kg: 200,
    custo_total: 300,
    contato: '27998761234',
    ...extra,
  }
}

/** A Storage refusal as Supabase Storage sends it: HTTP 400, the refusal's status and code in the body. */
export async function expectStorageRefusal(res: Response, statusCode: number, code: string): Promise<void> {
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(400)
  expect(body, JSON.stringify(body)).toMatchObject({ statusCode: String(statusCode), code })
}

/**
 * Forgets the ads counted against the daily publishing limit (20 a person). For suites that publish
 * many ads as the demo sellers to test something else; the limit has its own test
 * (determined-user.test.ts).
 */
export async function forgetPublications(backend: LocalSupabase): Promise<void> {
  await backend.db.query('delete from interno.publicacoes')
}

/** Plain HTTP against the server, for what supabase-js does not expose (raw errors, headers). */
export function http(backend: LocalSupabase, pathname: string, init: RequestInit & { key?: string } = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', init.key ?? backend.anonKey)
  return fetch(`${backend.url}${pathname}`, { ...init, headers })
}

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * Waits until every write transaction begun so far has ended, on the whole cluster (at most 10 s).
 * A change cursor (public.mudancas) is the oldest transaction still running when it is read: on
 * PostgreSQL, another test file's write under way holds it back, and a cursor read then re-reads
 * what came before it. A test that expects "nothing since this cursor" takes its cursor after this.
 */
export async function settledWrites(backend: LocalSupabase): Promise<void> {
  const { rows } = await backend.db.query<{ mark: string }>('select pg_current_xact_id()::text as mark')
  const mark = BigInt(rows[0].mark)
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const now = await backend.db.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin')
    if (BigInt(now.rows[0].xmin) > mark) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('A write transaction elsewhere on the cluster ran for more than 10 s')
}

/** What the server holds, counted in its database: an ad's rows by id, its photos' files, any count. */
export function serverCounts(backend: LocalSupabase) {
  const count = async (sql: string, params: unknown[]) => {
    const { rows } = await backend.db.query<{ n: number }>(sql, params)
    return rows[0].n
  }
  return {
    count,
    adsWithId: (id: string) => count('select count(*)::int as n from anuncios where id = $1', [id]),
    photosOf: (userId: string, adId: string) =>
      count(`select count(*)::int as n from storage.objects where name like $1`, [`anuncios/${userId}/${adId}/%`]),
  }
}
