import { config } from './config'

interface KeptSession {
  access_token?: string
  user?: { id?: string }
}

function keptSession(): KeptSession | null {
  try {
    return JSON.parse(localStorage.getItem(config.authStorageKey) ?? 'null') as KeptSession | null
  } catch {
    return null
  }
}

/** Who supabase-js has kept signed in on this device (read without loading it), or null. */
export function storedSessionUserId(): string | null {
  return keptSession()?.user?.id ?? null
}

// Read when the app's code starts, before supabase-js can load: it may refresh a kept session, or
// remove one the server refuses, before the screens are there to see it.
const keptAtStart = storedSessionUserId()

/** Who was kept signed in on this device when the page started (null on the server). */
export function sessionKeptAtStart(): string | null {
  return keptAtStart
}

/**
 * Kept while a session's end is still being carried out on this phone (its rows not yet forgotten):
 * `{ userId, dropQueued }`, so a page closed meanwhile finishes it at the next start.
 */
export const LEAVING_MARK = 'saida-pendente'

/** Whether supabase-js has kept a session on this device (read without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(config.authStorageKey) !== null
  } catch {
    return false
  }
}

/**
 * "Sair", on this phone and at once: the session supabase-js keeps here is forgotten synchronously,
 * before any request. supabase-js's own signOut does forget it before telling the server, but only
 * once it holds its lock — which a token refresh waiting on a weak network can keep for as long as
 * the network takes. Answers what was forgotten, so the server can still be told (its token).
 */
export function forgetStoredSession(): { userId: string | null; accessToken: string | null } {
  const kept = keptSession()
  try {
    localStorage.removeItem(config.authStorageKey)
    localStorage.removeItem(`${config.authStorageKey}-code-verifier`)
  } catch {
    // Storage unavailable: nothing was kept either.
  }
  return { userId: kept?.user?.id ?? null, accessToken: kept?.access_token ?? null }
}
