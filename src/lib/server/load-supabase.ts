import type { AppClient } from './supabase'

/**
 * The Supabase client, loaded on first use: supabase-js (~54 KB gzip) stays out of the first load,
 * so the shell paints before it arrives.
 */
export function loadSupabase(): Promise<AppClient> {
  return import('./supabase').then((m) => m.supabase)
}
