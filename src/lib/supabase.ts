import { createClient } from '@supabase/supabase-js'
import { config } from './config'

/** The one Supabase client of the app: session persisted in localStorage, refreshed automatically. */
export const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: config.authStorageKey },
})
