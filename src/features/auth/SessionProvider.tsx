import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { loadSupabase } from '@/lib/load-supabase'
import { SessionContext, type SessionState, type SessionUser } from '@/lib/session'
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user'

async function loadProfile(supabase: SupabaseClient, session: Session): Promise<SessionUser | null> {
  const { data } = await supabase
    .from('usuarios')
    .select('id, username, display_name, email, role')
    .eq('id', session.user.id)
    .maybeSingle()
  if (!data) return null
  return {
    id: data.id,
    username: data.username,
    email: data.email ?? session.user.email ?? '',
    displayName: data.display_name,
    role: data.role === 'admin' ? 'admin' : 'user',
  }
}

/** Keeps the signed-in person (Supabase session + profile) for the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => {
    const stored = readStoredUser()
    return stored
      ? {
          id: '',
          username: stored.username,
          email: stored.email,
          displayName: stored.displayName,
          role: stored.role === 'admin' ? 'admin' : 'user',
        }
      : null
  })
  const [status, setStatus] = useState<SessionState['status']>('loading')

  useEffect(() => {
    let current = true
    let unsubscribe = () => {}
    const apply = async (supabase: SupabaseClient, session: Session | null) => {
      if (!session) {
        clearStoredUser()
        if (current) {
          setUser(null)
          setStatus('signedOut')
        }
        return
      }
      const profile = await loadProfile(supabase, session)
      if (!current) return
      if (profile) {
        writeStoredUser({
          username: profile.username,
          email: profile.email,
          role: profile.role,
          displayName: profile.displayName,
        })
        setUser(profile)
        setStatus('signedIn')
      }
    }
    void loadSupabase().then((supabase) => {
      if (!current) return
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'SIGNED_OUT' || event === 'USER_UPDATED') {
          // Supabase asks not to await other Supabase calls inside this callback.
          setTimeout(() => void apply(supabase, session), 0)
        }
      })
      unsubscribe = () => data.subscription.unsubscribe()
    })
    return () => {
      current = false
      unsubscribe()
    }
  }, [])

  const value = useMemo<SessionState>(
    () => ({
      status,
      user,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      signOut: async () => {
        const supabase = await loadSupabase()
        await supabase.auth.signOut({ scope: 'local' })
        clearStoredUser()
        setUser(null)
        setStatus('signedOut')
      },
    }),
    [status, user],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
