import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createAuthHandler } from './auth/gotrue.ts'
import { JwtKeys } from './auth/jwt.ts'
import { DEFAULT_JWT_EXPIRY, DEFAULT_JWT_SECRET, readProjectConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { migrate, supabaseDir } from './db/migrate.ts'
import { startPushDispatcher, type PushDispatcher } from './push/dispatcher.ts'
import { vapidKeys } from './push/vapid-keys.ts'
import { startScheduledJobs } from './db/scheduled-jobs.ts'
import { createFunctionsHandler } from './functions/gateway.ts'
import { applyCors } from './http/cors.ts'
import { HttpError, sendJson } from './http/respond.ts'
import { createRestHandler } from './rest/postgrest.ts'
import { SchemaCache } from './rest/schema-cache.ts'
import { createStorageHandler } from './storage/storage.ts'
import { createDevServicesHandler } from './dev-services/dev-services.ts'
import { Mailbox } from './mailbox/mailbox.ts'
import { createRealtime, type Realtime } from './realtime/realtime.ts'
import { startMailboxServer } from './mailbox/server.ts'

export interface LocalSupabaseOptions {
  db: Database
  /** Folder for storage objects. */
  storageDir: string
  port?: number
  host?: string
  jwtSecret?: string
  jwtExpiry?: number
  /** Apply migrations (and the seed on a new database) before serving. Default true. */
  migrate?: boolean
  seed?: boolean
  /** Whether POST /auth/v1/signup creates accounts; by default supabase/config.toml's [auth] enable_signup. */
  enableSignup?: boolean
  /** Sign-ins and sign-ups per 5 minutes per address; by default config.toml's [auth.rate_limit]. */
  /** Overrides config.toml's [auth.rate_limit] token_refresh (a test's small limit). */
  tokenRequestsPer5Minutes?: number
  log?: (line: string) => void
  /** Where the VAPID keys are kept (made on first start); without it, new keys for this run. */
  vapidKeysFile?: string
  /** More environment for the edge functions (a test's trusted certificate: DENO_CERT). */
  functionsEnv?: Record<string, string>
  /** Serve the mailbox (Mailpit's API) on this port (0: any free one); without it, no mailbox page. */
  mailPort?: number
  /** Test phone numbers and their fixed codes ([auth.sms.test_otp]); by default config.toml's. */
  testOtp?: Record<string, string>
}

export interface LocalSupabase {
  url: string
  anonKey: string
  serviceRoleKey: string
  keys: JwtKeys
  db: Database
  server: Server
  /** The VAPID public key the app subscribes with. */
  vapidPublicKey: string
  /** Sends the pushes that are due now (as pg_net would). */
  push: PushDispatcher
  /** The e-mails and texts the local auth has sent. */
  mailbox: Mailbox
  /** The mailbox's page and API (with `mailPort`). */
  mailboxUrl: string | null
  /** Realtime's websocket (/realtime/v1/websocket). */
  realtime: Realtime
  /** Forgets the resumable uploads past their expiry now; answers how many. */
  forgetExpiredUploads(): Promise<number>
  close(): Promise<void>
}

type Handler = (
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  url: URL,
  rest: string,
) => Promise<void>

const FORGET_UPLOADS_EVERY_MS = 10 * 60_000

/** Starts the local Supabase-compatible API (auth, rest, storage, functions) on one port. */
export async function startLocalSupabase(options: LocalSupabaseOptions): Promise<LocalSupabase> {
  const log = options.log ?? (() => undefined)
  const { db } = options
  if (options.migrate !== false) await migrate(db, { seed: options.seed, log })
  const keys = new JwtKeys(options.jwtSecret ?? DEFAULT_JWT_SECRET)
  const project = await readProjectConfig()
  const { anon, serviceRole } = await keys.apiKeys()
  let url = ''
  const schema = new SchemaCache(db)
  const vapid = vapidKeys(options.vapidKeysFile)
  const mailbox = new Mailbox()
  const mailboxServer = options.mailPort === undefined ? null : await startMailboxServer(mailbox, options.mailPort, options.host)

  const functions = createFunctionsHandler({
    keys,
    functionsDir: path.join(supabaseDir, 'functions'),
    env: () => ({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anon,
      SUPABASE_SERVICE_ROLE_KEY: serviceRole,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: vapid.subject,
      ...options.functionsEnv,
    }),
  })
  const storage = createStorageHandler({ db, keys, root: options.storageDir })
  const forgetUploads = setInterval(
    () => void storage.forgetExpiredUploads().catch((error: unknown) => log(`Forgetting expired uploads: ${String(error)}`)),
    FORGET_UPLOADS_EVERY_MS,
  )
  forgetUploads.unref()
  const routes: Array<[string, Handler]> = [
    [
      '/auth/v1/',
      createAuthHandler({
        db,
        keys,
        baseUrl: () => url,
        jwtExpiry: options.jwtExpiry ?? DEFAULT_JWT_EXPIRY,
        enableSignup: options.enableSignup ?? project.auth.enableSignup,
        tokenRequestsPer5Minutes: options.tokenRequestsPer5Minutes ?? project.auth.tokenRequestsPer5Minutes,
        signUpsPer5Minutes: project.auth.signUpsPer5Minutes,
        minimumPasswordLength: project.auth.minimumPasswordLength,
        recovery: options.testOtp
          ? { ...project.auth.recovery, sms: { ...project.auth.recovery.sms, testOtp: options.testOtp } }
          : project.auth.recovery,
        mailbox,
      }),
    ],
    ['/rest/v1/', createRestHandler({ db, keys, schema })],
    ['/storage/v1/', storage],
    ['/functions/v1/', functions],
    ['/dev/', createDevServicesHandler()],
  ]

  const stopJobs = startScheduledJobs(db, log)
  const push = startPushDispatcher(
    db,
    () => fetch(`${url}/functions/v1/enviar-push`, { method: 'POST', headers: { Authorization: `Bearer ${serviceRole}` } }),
    log,
  )
  const server = createServer(async (req, res) => {
    if (applyCors(req, res)) return
    try {
      const requestUrl = new URL(req.url ?? '/', 'http://local')
      const route = routes.find(([prefix]) => `${requestUrl.pathname}/`.startsWith(prefix))
      if (!route) {
        if (requestUrl.pathname === '/' || requestUrl.pathname === '/health') {
          return sendJson(res, 200, { name: 'Campo Solidário local Supabase', status: 'ok' })
        }
        throw new HttpError(404, { message: 'no Route matched with those values' })
      }
      const rest = `${requestUrl.pathname}/`.slice(route[0].length).replace(/\/$/, '')
      await route[1](req, res, new URL(req.url ?? '/', url), rest)
    } catch (error) {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers)
        return
      }
      log(`Unexpected error on ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`)
      sendJson(res, 500, {
        code: 'LOCAL500',
        message: 'Unexpected error in the local server',
        details: String((error as Error).message ?? error),
        hint: null,
      })
    }
  })
  const realtime = createRealtime({ db, keys })
  server.on('upgrade', (req, socket, head) => {
    if (!realtime.upgrade(req, socket, head)) socket.destroy()
  })
  // Longer than clients' idle keep-alive, so a client never reuses a socket the server is
  // closing at that moment (which surfaces as ECONNRESET on the client).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  url = `http://${options.host ?? '127.0.0.1'}:${address.port}`

  return {
    url,
    anonKey: anon,
    serviceRoleKey: serviceRole,
    keys,
    db,
    server,
    vapidPublicKey: vapid.publicKey,
    push,
    mailbox,
    mailboxUrl: mailboxServer?.url ?? null,
    realtime,
    /** Forgets the resumable uploads past their expiry now (the server does it every ten minutes). */
    forgetExpiredUploads: storage.forgetExpiredUploads,
    async close() {
      clearInterval(forgetUploads)
      await realtime.close()
      mailboxServer?.server.close()
      await push.stop()
      await stopJobs()
      await functions.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
