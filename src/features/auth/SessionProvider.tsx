import type { Session } from '@supabase/supabase-js'
import type { AppClient } from '@/lib/supabase'
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '@/lib/hydration'
import { whenIdle } from '@/lib/idle'
import { loadSupabase } from '@/lib/load-supabase'
import { dropStoredSession, hasStoredSession } from '@/lib/stored-session'
import { publicImageUrl } from '@/lib/storage-url'
import { SessionContext, sessionStore, type SessionState, type SessionUser } from '@/lib/session'
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user'
import type { SignOutChoice } from './SignOutDialog'

// Asked only when someone signs out with changes still on the phone.
const SignOutDialog = lazy(() => import('./SignOutDialog'))

async function loadProfile(supabase: AppClient, session: Session): Promise<SessionUser | null> {
  const { data } = await supabase
    .from('usuarios')
    .select('id, username, display_name, email, role, avatar_path, updated_at')
    .eq('id', session.user.id)
    .maybeSingle()
  if (!data) return null
  return {
    id: data.id,
    username: data.username,
    email: data.email ?? session.user.email ?? '',
    displayName: data.display_name,
    role: data.role === 'admin' ? 'admin' : 'user',
    // The file keeps its name when replaced; the version makes the header show the new one.
    avatarUrl: data.avatar_path ? `${publicImageUrl(data.avatar_path)}?v=${encodeURIComponent(data.updated_at)}` : null,
  }
}

function profileFromSession(session: Session): SessionUser {
  const stored = readStoredUser()
  const meta = session.user.user_metadata as { username?: string; display_name?: string }
  return {
    id: session.user.id,
    username: meta.username ?? stored?.username ?? session.user.email ?? '',
    email: session.user.email ?? stored?.email ?? '',
    displayName: meta.display_name ?? stored?.displayName ?? null,
    role: stored?.role === 'admin' ? 'admin' : 'user',
  }
}

function storedSessionUser(): SessionUser | null {
  const stored = readStoredUser()
  return stored && { id: '', ...stored, role: stored.role === 'admin' ? 'admin' : 'user' }
}

/** Keeps the signed-in person (Supabase session + profile) for the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null)
  const [status, setStatus] = useState<SessionState['status']>('loading')
  const [roleChecked, setRoleChecked] = useState(false)
  const shownId = useRef<string | null>(null)
  const [leaving, setLeaving] = useState<{ userId: string; pending: number; answer: (c: SignOutChoice) => void } | null>(null)
  const askBeforeLeaving = (about: { userId: string; pending: number }) =>
    new Promise<SignOutChoice>((answer) => setLeaving({ ...about, answer }))
  // Nobody is signed in on the prerendered page. Once the app has attached to it, and until Supabase
  // has said who is signed in, the greeting comes from the stored user record.
  const hydrated = useHydrated()
  const storedAtStart = useMemo(() => (hydrated ? storedSessionUser() : null), [hydrated])
  const shown = status === 'loading' ? (user ?? storedAtStart) : user

  useEffect(() => {
    let current = true
    let unsubscribe = () => {}
    const apply = async (supabase: AppClient, session: Session | null) => {
      if (!session) {
        clearStoredUser()
        shownId.current = null
        // Not urgent: the screens that show the account render again in small steps.
        if (current) {
          startTransition(() => {
            setUser(null)
            setStatus('signedOut')
          })
        }
        return
      }
      // The session itself identifies the person at once (offline too: the profile read can take
      // seconds to fail); the profile then completes it. Without a profile, the role shown is
      // display only — the server decides.
      if (current) {
        if (shownId.current !== session.user.id) {
          shownId.current = session.user.id
          setUser(profileFromSession(session))
          setRoleChecked(false)
        }
        setStatus('signedIn')
      }
      const profile = (await loadProfile(supabase, session)) ?? profileFromSession(session)
      if (!current) return
      writeStoredUser({ username: profile.username, email: profile.email, role: profile.role, displayName: profile.displayName })
      setUser(profile)
      setStatus('signedIn')
      setRoleChecked(true)
    }
    // A visitor's supabase-js loads once the page is idle, so it never delays the first screen; with
    // a session kept on the phone it loads at once (the person's actions need their id).
    const cancelStart = whenIdle(
      () =>
        void loadSupabase().then((supabase) => {
          if (!current) return
          const { data } = supabase.auth.onAuthStateChange((event, session) => {
            if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'SIGNED_OUT' || event === 'USER_UPDATED') {
              // Supabase asks not to await other Supabase calls inside this callback.
              setTimeout(() => void apply(supabase, session), 0)
            }
          })
          unsubscribe = () => data.subscription.unsubscribe()
        }),
      hasStoredSession() ? 0 : undefined,
    )
    return () => {
      current = false
      cancelStart()
      unsubscribe()
    }
  }, [])

  const value = useMemo<SessionState>(
    () => ({
      status,
      user: shown,
      isAuthenticated: shown !== null,
      isAdmin: shown?.role === 'admin',
      roleChecked,
      refresh: async () => {
        const supabase = await loadSupabase()
        const { data } = await supabase.auth.getSession()
        if (!data.session) return
        const profile = await loadProfile(supabase, data.session)
        if (!profile) return
        writeStoredUser({
          username: profile.username,
          email: profile.email,
          role: profile.role,
          displayName: profile.displayName,
        })
        setUser(profile)
      },
      signOut: async ({ ask = true } = {}) => {
        const supabase = await loadSupabase()
        const userId = (await supabase.auth.getSession()).data.session?.user.id ?? null
        // The phone's part of leaving: what was seen, the push subscription, what still waits.
        const offline = await import('@/offline')
        if (userId && ask) {
          const pending = await offline.pendingChangesOf(userId)
          if (pending > 0 && (await askBeforeLeaving({ userId, pending })) === 'cancelar') return false
        }
        await offline.forgetPushDevice().catch(() => undefined)
        // No token refresh may bring the session back while it is being forgotten.
        await supabase.auth.stopAutoRefresh()
        const { error } = await supabase.auth.signOut({ scope: 'local' })
        if (error) dropStoredSession()
        void supabase.auth.startAutoRefresh()
        clearStoredUser()
        shownId.current = null
        setUser(null)
        setStatus('signedOut')
        if (userId) {
          await offline.forgetPerson(userId, { dropQueued: !ask })
          // Once more after the sync in flight (its pulls were asked under the session that just
          // ended) — unless someone has signed in on the phone meanwhile.
          void offline
            .syncNow()
            .then(() => (hasStoredSession() ? undefined : offline.forgetPerson(userId, { dropQueued: !ask })))
            .catch(() => undefined)
        }
        return true
      },
    }),
    [status, shown, roleChecked],
  )
  useEffect(() => sessionStore.set(value), [value])
  return (
    <SessionContext.Provider value={value}>
      {children}
      {leaving && (
        <Suspense fallback={null}>
          <SignOutDialog
            userId={leaving.userId}
            pending={leaving.pending}
            onChoose={(choice) => {
              setLeaving(null)
              leaving.answer(choice)
            }}
          />
        </Suspense>
      )}
    </SessionContext.Provider>
  )
}
