import { config } from './config'

/** Whether supabase-js has kept a session on this device (read without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(config.authStorageKey) !== null
  } catch {
    return false
  }
}
