// What the jobs run against a Supabase project with the service role share: their client, and the
// project's URL and key read from the environment (exit 2, saying what to set, when missing).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'

/** A client with the service role: it passes RLS and the bucket policies, as only jobs may. */
export function serviceRoleClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
}

/** SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or the process ends saying to set them. */
export function serviceRoleFromEnv(): { url: string; key: string } {
  const [url, key] = [process.env.SUPABASE_URL, process.env.SUPABASE_SERVICE_ROLE_KEY]
  if (!url || !key) {
    console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project’s service role).')
    process.exit(2)
  }
  return { url, key }
}
