// npm run check:deploy -- <supabase url> <anon key> [site url]
// What a deployment is missing, in plain words, seen from outside as a visitor sees it (the anon
// key only): Supabase answers, the migrations are applied (the newest one's function answers),
// every edge function is deployed, the photo bucket exists, the VAPID key is served, no visitor
// reads a private table, sign-up is closed, Realtime carries the tables the migrations publish;
// and, given the site's address, the web server's
// /healthz and security headers. Exit code 1 when anything is missing (docs/deploy.md).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import WebSocket from 'ws'

export interface Check {
  ok: boolean
  what: string
  /** What is wrong, or what was seen. */
  detail?: string
}

export interface DeploymentToCheck {
  supabaseUrl: string
  anonKey: string
  siteUrl?: string
}

const MIGRATIONS = path.resolve('supabase/migrations')
const FUNCTIONS = path.resolve('supabase/functions')
/**
 * Tables a visitor may read (by their policies), with a column any visitor may select; every other
 * table of the migrations must show a visitor nothing.
 */
const PUBLIC_TABLES = new Map([
  ['anuncios', 'id'],
  ['usuarios_publicos', 'id'],
  ['viagens', 'id'],
  ['comentarios', 'id'],
  ['municipios', 'codigo_ibge'],
])
/**
 * A function of a late migration that a visitor may call harmlessly (this one forgets a push
 * subscription nobody has): it answers only once the migrations up to that one are in.
 * (A visitor cannot read the migration history; SQL editor: supabase_migrations.schema_migrations.)
 */
const LATE_FUNCTION = {
  migration: '20261126000300_aparelho_esquecido',
  name: 'esquecer_assinatura_push',
  args: { endpoint: 'https://verificacao.invalid/', auth: 'verificacao' },
}

/** The tables the migrations leave in `public`. */
function tablesOfMigrations(): string[] {
  const tables = new Set<string>()
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8')
    for (const [, verb, name] of sql.matchAll(/\b(create|drop) table (?:if (?:not )?exists )?public\.([a-z_]+)/gi)) {
      if (verb.toLowerCase() === 'create') tables.add(name)
      else tables.delete(name)
    }
  }
  return [...tables].sort()
}

/** The tables the migrations add to Realtime's publication. */
function publishedTables(): string[] {
  const tables = new Set<string>()
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8')
    for (const [, list] of sql.matchAll(/alter publication supabase_realtime add table ([^;]+);/gi)) {
      for (const name of list.split(',')) tables.add(name.trim().replace(/^public\./, ''))
    }
  }
  return [...tables].sort()
}

/**
 * Realtime's answer to a visitor's subscription to `table` (a visitor receives no row of a private
 * table: the subscription only shows that Realtime serves the table): null when subscribed, else why not.
 */
function realtimeRefusal(base: string, anonKey: string, table: string): Promise<string | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`)
    const done = (why: string | null) => {
      clearTimeout(timer)
      ws.terminate()
      resolve(why)
    }
    const timer = setTimeout(() => done('no answer from Realtime within 10 s'), 10_000)
    ws.on('error', (error) => done(`Realtime's websocket: ${error.message}`))
    ws.on('unexpected-response', (_req, res) => done(`Realtime's websocket answered ${res.statusCode}`))
    ws.on('open', () =>
      ws.send(
        JSON.stringify([
          '1',
          '1',
          `realtime:verificacao-${table}`,
          'phx_join',
          { config: { postgres_changes: [{ event: '*', schema: 'public', table }] } },
        ]),
      ),
    )
    ws.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(data.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { status?: string; message?: string; response?: { reason?: string } },
      ]
      if (event === 'phx_reply' && payload.status === 'error') done(payload.response?.reason ?? 'join refused')
      if (event === 'system') done(payload.status === 'ok' ? null : (payload.message ?? 'refused'))
    })
  })
}

const functionsOfRepo = () =>
  readdirSync(FUNCTIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort()

async function answer(url: string, init: RequestInit = {}) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, text, json }
  } catch (error) {
    return { status: 0, headers: new Headers(), text: String(error), json: null }
  }
}

export async function checkDeployment({ supabaseUrl, anonKey, siteUrl }: DeploymentToCheck): Promise<Check[]> {
  const base = supabaseUrl.replace(/\/+$/, '')
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` }
  const checks: Check[] = []
  const check = (ok: boolean, what: string, detail?: string) => checks.push({ ok, what, detail })

  const health = await answer(`${base}/auth/v1/health`, { headers })
  check(
    health.status === 200,
    'Supabase answers (auth health)',
    health.status === 200 ? undefined : `${health.status} ${health.text.slice(0, 200)}`,
  )
  if (health.status === 0) return checks

  const settings = await answer(`${base}/auth/v1/settings`, { headers })
  const signup = (settings.json as { disable_signup?: boolean } | null)?.disable_signup
  check(
    signup === true,
    'Sign-up is closed (accounts are made only by the cadastro function)',
    signup === true ? undefined : 'Authentication → "Allow new users to sign up" is on',
  )

  const late = await answer(`${base}/rest/v1/rpc/${LATE_FUNCTION.name}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(LATE_FUNCTION.args),
  })
  const applied = late.status >= 200 && late.status < 300
  check(
    applied,
    `The migrations are applied (up to ${LATE_FUNCTION.migration}: ${LATE_FUNCTION.name} answers)`,
    applied ? undefined : `${late.status} ${late.text.slice(0, 200)} — run npx supabase db push`,
  )

  for (const table of tablesOfMigrations()) {
    const read = await answer(`${base}/rest/v1/${table}?select=${PUBLIC_TABLES.get(table) ?? '*'}&limit=1`, { headers })
    const rows = Array.isArray(read.json) ? read.json.length : null
    if (PUBLIC_TABLES.has(table)) {
      check(
        read.status === 200,
        `Visitors read ${table} (its public part)`,
        read.status === 200 ? undefined : `${read.status} ${read.text.slice(0, 200)}`,
      )
    } else {
      const closed = (read.status === 200 && rows === 0) || read.status === 401 || read.status === 403
      check(
        closed,
        `A visitor reads nothing of ${table} (row-level security)`,
        closed ? undefined : `${read.status}: ${rows ?? '?'} row(s) visible`,
      )
    }
  }

  for (const name of functionsOfRepo()) {
    const called = await answer(`${base}/functions/v1/${name}`, { method: 'OPTIONS', headers })
    const deployed = called.status !== 0 && called.status !== 404
    check(deployed, `The edge function ${name} is deployed`, deployed ? undefined : `npx supabase functions deploy ${name}`)
  }

  const vapid = await answer(`${base}/functions/v1/enviar-push`, { headers })
  const key = (vapid.json as { chave_publica?: string } | null)?.chave_publica
  const keyOk = typeof key === 'string' && /^[A-Za-z0-9_-]{80,}$/.test(key)
  check(
    keyOk,
    'The VAPID public key is served (push notifications)',
    keyOk ? undefined : `${vapid.status} ${vapid.text.slice(0, 200)} — set the VAPID_* secrets`,
  )

  const bucket = await answer(`${base}/storage/v1/object/public/imagens/verificacao-de-implantacao.webp`, { headers })
  const noBucket = /bucket not found/i.test(bucket.text)
  check(bucket.status !== 0 && !noBucket, 'The imagens bucket exists', noBucket ? 'Bucket not found' : undefined)

  for (const table of publishedTables()) {
    const refusal = await realtimeRefusal(base, anonKey, table)
    check(refusal === null, `Realtime carries the changes of ${table}`, refusal ?? undefined)
  }

  if (siteUrl) checks.push(...(await checkWebServer(siteUrl.replace(/\/+$/, ''))))
  return checks
}

async function checkWebServer(site: string): Promise<Check[]> {
  const checks: Check[] = []
  const check = (ok: boolean, what: string, detail?: string) => checks.push({ ok, what, detail })
  const health = await answer(`${site}/healthz`)
  const body = health.json as { status?: string; supabase?: string } | null
  check(
    health.status === 200,
    'The web server answers /healthz',
    health.status === 200 ? undefined : `${health.status} ${health.text.slice(0, 200)}`,
  )
  if (health.status === 200)
    check(
      body?.supabase === 'ok',
      'The web server reaches Supabase',
      body?.supabase === 'ok' ? undefined : "the reason is in the web server's log",
    )

  const home = await answer(`${site}/`)
  const header = (name: string) => home.headers.get(name) ?? ''
  const csp = header('content-security-policy')
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  check(
    csp !== '' && !/unsafe-inline|unsafe-eval/.test(scripts),
    'Content-Security-Policy without unsafe scripts',
    csp || 'missing',
  )
  check(/frame-ancestors 'none'/.test(csp), 'Nothing may frame the site (frame-ancestors)')
  check(header('x-content-type-options') === 'nosniff', 'X-Content-Type-Options: nosniff')
  check(header('referrer-policy') === 'strict-origin-when-cross-origin', 'Referrer-Policy')
  check(
    /geolocation=\(self\)/.test(header('permissions-policy')) && /microphone=\(self\)/.test(header('permissions-policy')),
    'Permissions-Policy (geolocation and the microphone for the app only)',
  )
  check(header('cross-origin-opener-policy') === 'same-origin', 'Cross-Origin-Opener-Policy')
  if (site.startsWith('https:'))
    check(/max-age=\d+/.test(header('strict-transport-security')), 'Strict-Transport-Security (HTTPS)')
  return checks
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [supabaseUrl, anonKey, siteUrl] = process.argv.slice(2)
  if (!supabaseUrl || !anonKey) {
    console.error('Usage: npm run check:deploy -- <supabase url> <anon key> [site url]')
    process.exit(2)
  }
  const checks = await checkDeployment({ supabaseUrl, anonKey, siteUrl })
  for (const { ok, what, detail } of checks) console.log(`${ok ? 'ok     ' : 'MISSING'}  ${what}${detail ? `: ${detail}` : ''}`)
  const missing = checks.filter((c) => !c.ok).length
  console.log(missing ? `\n${missing} thing(s) missing (docs/deploy.md).` : '\nEverything checked is in place.')
  process.exit(missing ? 1 : 0)
}
