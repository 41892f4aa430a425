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

/** Whether supabase-js has kept a session on this device (read without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(config.authStorageKey) !== null
  } catch {
    return false
  }
}
