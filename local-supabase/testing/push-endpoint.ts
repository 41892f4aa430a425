import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error http_ece ships no types: the RFC 8188 reference library (web-push's own).
import ece from 'http_ece'

// A push service on this machine for tests and the push benchmark: HTTPS with a self-signed
// certificate from a test authority (the edge function trusts it through DENO_CERT), one endpoint per test subscription.
// It keeps each request, decrypts it with that subscription's own private key (as the browser
// would), and checks the VAPID token. An endpoint's path chooses its answer: /gone/… 410, /fail/…
// 500, anything else 201.

export interface Subscription {
  endpoint: string
  p256dh: string
  auth: string
}

export interface ReceivedPush {
  endpoint: string
  headers: Record<string, string | string[] | undefined>
  /** The decrypted payload, parsed. */
  payload: unknown
  vapid: { audience: string; expiresInSeconds: number; subject: string; publicKey: string; signatureValid: boolean }
}

function verifyVapid(authorization: string, now = Date.now()) {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization)
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`)
  const [, token, publicKey] = match
  const [header, body, signature] = token.split('.')
  const raw = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  return {
    audience: claims.aud,
    expiresInSeconds: claims.exp - Math.floor(now / 1000),
    subject: claims.sub,
    publicKey,
    signatureValid,
  }
}

export async function startPushEndpoint() {
  const dir = mkdtempSync(path.join(tmpdir(), 'campo-push-'))
  // A certificate authority of its own (what DENO_CERT trusts) and the server's certificate from it.
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' })
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-days',
    '2',
    '-subj',
    '/CN=Campo Solidario test CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  )
  openssl('req', ...ecKey, '-subj', '/CN=127.0.0.1', '-keyout', file('key.pem'), '-out', file('server.csr'))
  writeFileSync(file('server.ext'), 'basicConstraints=CA:FALSE\nsubjectAltName=IP:127.0.0.1\n')
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('cert.pem'),
  )
  const certFile = file('ca.pem')
  const keyFile = file('key.pem')
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>()
  const received: ReceivedPush[] = []
  const server = createServer({ cert: readFileSync(file('cert.pem')), key: readFileSync(keyFile) }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`
      const browser = browsers.get(endpoint)
      if (browser) {
        const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        })
        received.push({
          endpoint,
          headers: req.headers,
          payload: JSON.parse(plain.toString('utf8')),
          vapid: verifyVapid(String(req.headers.authorization ?? '')),
        })
      }
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/fail/') ? 500 : browser ? 201 : 404
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    /** For the edge function's Deno: trust this certificate. */
    certFile,
    received,
    /** A browser's subscription here: its own P-256 key pair and secret. */
    subscribe(kind: 'ok' | 'gone' | 'fail' = 'ok'): Subscription {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      const endpoint = `${origin}/${kind === 'ok' ? 'push' : kind}/${randomUUID()}`
      browsers.set(endpoint, { ecdh, auth })
      return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth }
    },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
