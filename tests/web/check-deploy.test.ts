import { createServer, type Server } from 'node:http'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDeployment, type Check } from '../../scripts/check-deploy.ts'
import { createAppServer } from '../../web/server/app-server.ts'
import { buildWithFrames, forwardingProxy, listening } from './frames.ts'
import { startTestBackend, type TestBackend } from '../local-supabase/helpers.ts'

// `npm run check:deploy` against the local stack: all in place; then against a deployment that
// lacks a function, the bucket, Realtime and the web server's headers, where it says exactly that.

const FRAME =
  '<!doctype html><html lang="pt-BR"><head><title>Campo Solidário</title></head><body><div id="root"></div></body></html>'

let backend: TestBackend
let dist: string
const servers: Server[] = []
const serve = async (server: Server) => {
  servers.push(server)
  return listening(server)
}

beforeAll(async () => {
  backend = await startTestBackend()
  dist = await buildWithFrames(FRAME)
})

afterAll(async () => {
  for (const server of servers) server.close()
  await backend?.stop()
  await rm(dist, { recursive: true, force: true })
})

const missing = (checks: Check[]) => checks.filter((c) => !c.ok).map((c) => c.what)

describe('check:deploy', () => {
  it('finds everything in place on the local stack and its web server', async () => {
    const site = await serve(
      createAppServer(dist, { supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: 'http://127.0.0.1' }),
    )
    const checks = await checkDeployment({ supabaseUrl: backend.url, anonKey: backend.anonKey, siteUrl: site })
    expect(missing(checks)).toEqual([])
    const names = checks.map((c) => c.what)
    expect(names).toContain('A visitor reads nothing of mensagens (row-level security)')
    expect(names).toContain('The edge function enviar-push is deployed')
    expect(names).toContain('The web server reaches Supabase')
    expect(names).toContain('Realtime carries the changes of mensagens')
  })

  it('says what a deployment lacks: a function, the bucket, Realtime, the server headers', async () => {
    const partial = await serve(
      forwardingProxy(backend.url, (req, res) => {
        if (req.url?.startsWith('/functions/v1/enviar-push')) {
          res
            .writeHead(404, { 'Content-Type': 'application/json' })
            .end('{"code":"NOT_FOUND","message":"Requested function was not found"}')
          return true
        }
        if (req.url?.startsWith('/storage/v1/object/public/imagens/')) {
          res
            .writeHead(400, { 'Content-Type': 'application/json' })
            .end('{"statusCode":"404","error":"Bucket not found","message":"Bucket not found"}')
          return true
        }
      }),
    )
    const bare = await serve(
      createServer((_req, res) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok","supabase":"ok"}'),
      ),
    )
    const checks = await checkDeployment({ supabaseUrl: partial, anonKey: backend.anonKey, siteUrl: bare })
    expect(missing(checks)).toEqual([
      'The edge function enviar-push is deployed',
      'The VAPID public key is served (push notifications)',
      'The imagens bucket exists',
      'Realtime carries the changes of mensagens',
      'Realtime carries the changes of notificacoes',
      'Realtime carries the changes of pedidos',
      'Realtime carries the changes of reservas',
      'Content-Security-Policy without unsafe scripts',
      'Nothing may frame the site (frame-ancestors)',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy',
      'Permissions-Policy (geolocation and the microphone for the app only)',
      'Cross-Origin-Opener-Policy',
    ])
  })

  it('says when Supabase does not answer at all', async () => {
    const checks = await checkDeployment({ supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' })
    expect(checks).toEqual([expect.objectContaining({ ok: false, what: 'Supabase answers (auth health)' })])
  })
})
