import { config } from './config'

/** Who supabase-js has kept signed in on this device (read without loading it), or null. */
export function storedSessionUserId(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(config.authStorageKey) ?? 'null') as { user?: { id?: string } } | null
    return stored?.user?.id ?? null
  } catch {
    return null
  }
}

/**
 * Forgets the session supabase-js keeps on this device. Its own signOut keeps the session when it
 * cannot tell the server (no signal): on a shared phone the next person would then act, and sync,
 * under the previous one's tokens.
 */
export function dropStoredSession(): void {
  try {
    localStorage.removeItem(config.authStorageKey)
    localStorage.removeItem(`${config.authStorageKey}-code-verifier`)
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** Whether supabase-js has kept a session on this device (read without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(config.authStorageKey) !== null
  } catch {
    return false
  }
}
