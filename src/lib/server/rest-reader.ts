import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../database.types'
import type { AppClient } from './supabase'
import { config } from './config'
import { loadSupabase } from './load-supabase'
import { fetchWithPrefetch } from '../page-start/prefetch'
import { hasStoredSession } from './stored-session'

// Reads of the REST API. What everyone may read (public ads, the search) goes through PostgREST's
// own small client with the anon key — supabase-js (auth, storage, realtime) is not needed for it
// and stays out of a visitor's first screen. A signed-in person's reads carry their session.

/** What the offline pulls need of a client: PostgREST's `from` and `rpc`, as both clients have them. */
export type RestReader = Pick<AppClient, 'from' | 'rpc'>

/** A public REST client; `fetchImpl` lets the build record its requests (lib/page-start/prefetch.ts). */
export function createPublicRest(fetchImpl: typeof fetch = fetchWithPrefetch): RestReader {
  return new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    fetch: fetchImpl,
  })
}

export const publicRest = createPublicRest()

/** The client for reads that depend on who is asking: the session's when there is one. */
export function readerForCaller(): Promise<RestReader> {
  return hasStoredSession() ? loadSupabase() : Promise.resolve(publicRest)
}
