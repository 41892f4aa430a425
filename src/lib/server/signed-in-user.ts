import type { AppClient } from './supabase'

/** Who is signed in on this device (the stored session's user), or null. */
export async function signedInUserId(supabase: AppClient): Promise<string | null> {
  return (await supabase.auth.getSession()).data.session?.user.id ?? null
}
