import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * The Supabase client, loaded on first use: supabase-js (~54 KB gzip) stays out of the first load,
 * so the shell paints before it arrives.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  return import('./supabase').then((m) => m.supabase)
}
