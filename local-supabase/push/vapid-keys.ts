import { generateKeyPairSync } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

// The local server's VAPID keys (RFC 8292), made on first start and kept in its data folder so
// the devices subscribed stay subscribed across restarts. On Supabase they are the edge function's
// secrets (docs/notifications.md).

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url (what a browser's pushManager.subscribe takes). */
  publicKey: string
  /** The private scalar, base64url (JWK `d`). */
  privateKey: string
  subject: string
}

export function newVapidKeys(subject = 'mailto:contato@campo-solidario.test'): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65)
  return { publicKey: raw.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d!, subject }
}

/** The keys kept in `file`, made there on first use; without a file, new keys for this run. */
export function vapidKeys(file?: string): VapidKeys {
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  const keys = newVapidKeys()
  if (file) writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 })
  return keys
}
