import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { config } from './config'
import { connectedFetch } from './connection'
import type { Database } from '../database.types'

/** A Supabase client typed by the database's generated types (src/lib/database.types.ts). */
export type AppClient = SupabaseClient<Database>

/** The one Supabase client of the app: session persisted in localStorage, refreshed automatically. */
export const supabase: AppClient = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: config.authStorageKey },
  // Every request has a deadline and tells the connection state what happened (lib/server/connection.ts).
  global: { fetch: connectedFetch },
})
