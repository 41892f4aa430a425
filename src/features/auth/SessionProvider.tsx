import type { Session } from '@supabase/supabase-js'
import type { AppClient } from '@/lib/server/supabase'
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '@/lib/page-start/hydration'
import { whenIdle } from '@/lib/page-start/idle'
import { loadSupabase } from '@/lib/server/load-supabase'
import { forgetStoredSession, hasStoredSession, sessionKeptAtStart, storedSessionUserId } from '@/lib/server/stored-session'
import { publicImageUrl } from '@/lib/server/storage-url'
import { SessionContext, sessionStore, type SessionState, type SessionUser } from '@/lib/server/session'
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user'
import { leaveInBackground, resumeLeaving } from './leaving-mark'
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
/** How long "Sair" waits to learn whether something of the person's still waits to be sent. */
const PENDING_COUNT_DEADLINE_MS = 1500

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null)
  const [status, setStatus] = useState<SessionState['status']>('loading')
  const [roleChecked, setRoleChecked] = useState(false)
  const [ended, setEnded] = useState(false)
  const shownId = useRef<string | null>(null)
  // Who is signed in on this page (at start: the session kept on the phone). When supabase-js no
  // longer keeps their session and "Sair" did not forget it, the server has ended it.
  const signedInId = useRef<string | null>(null)
  // Moves on each time a session ends here: an answer asked before (a profile read, an auth event
  // waiting its turn) is dropped, so nothing late puts the previous person back on screen.
  const epoch = useRef(0)
  const [leaving, setLeaving] = useState<{ userId: string; pending: number; answer: (c: SignOutChoice) => void } | null>(null)
  const askBeforeLeaving = (about: { userId: string; pending: number }) =>
    new Promise<SignOutChoice>((answer) => setLeaving({ ...about, answer }))
  // Nobody is signed in on the prerendered page. Once the app has attached to it, and until Supabase
  // has said who is signed in, the greeting comes from the stored user record.
  const hydrated = useHydrated()
  const storedAtStart = useMemo(() => (hydrated ? storedSessionUser() : null), [hydrated])
  const shown = status === 'loading' ? (user ?? storedAtStart) : user

  /** Nobody is signed in here any more: at once, with an urgent update (the header, menus and guards follow). */
  const showSignedOut = (endedByServer: boolean) => {
    epoch.current += 1
    signedInId.current = null
    shownId.current = null
    clearStoredUser()
    setUser(null)
    setStatus('signedOut')
    setRoleChecked(true)
    setEnded(endedByServer)
  }

  useEffect(() => {
    let current = true
    let unsubscribe = () => {}
    signedInId.current = sessionKeptAtStart()
    resumeLeaving()
    const apply = async (supabase: AppClient, session: Session | null, askedAt: number) => {
      if (!current || askedAt !== epoch.current) return
      if (!session) {
        // supabase-js removed the session kept for them (refused): not "Sair", which forgets first.
        const endedFor = signedInId.current !== null && storedSessionUserId() !== signedInId.current ? signedInId.current : null
        if (endedFor) {
          showSignedOut(true)
          leaveInBackground({ userId: endedFor })
          return
        }
        // No session to show (none kept, or one kept that could not be refreshed without a connection).
        shownId.current = null
        clearStoredUser()
        setUser(null)
        setStatus('signedOut')
        return
      }
      // The session itself identifies the person at once (offline too: the profile read can take
      // seconds to fail); the profile then completes it. Without a profile, the role shown is
      // display only — the server decides.
      signedInId.current = session.user.id
      if (shownId.current !== session.user.id) {
        shownId.current = session.user.id
        setUser(profileFromSession(session))
        setRoleChecked(false)
      }
      setStatus('signedIn')
      setEnded(false)
      const profile = (await loadProfile(supabase, session)) ?? profileFromSession(session)
      if (!current || askedAt !== epoch.current) return
      writeStoredUser({ username: profile.username, email: profile.email, role: profile.role, displayName: profile.displayName })
      setUser(profile)
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
              const askedAt = epoch.current
              setTimeout(() => void apply(supabase, session, askedAt), 0)
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
      ended,
      refresh: async () => {
        const askedAt = epoch.current
        const supabase = await loadSupabase()
        const { data } = await supabase.auth.getSession()
        if (!data.session) return
        const profile = await loadProfile(supabase, data.session)
        if (!profile || askedAt !== epoch.current) return
        writeStoredUser({
          username: profile.username,
          email: profile.email,
          role: profile.role,
          displayName: profile.displayName,
        })
        setUser(profile)
      },
      signOut: async ({ ask = true } = {}) => {
        const userId = storedSessionUserId() ?? shownId.current
        if (userId && ask) {
          // Only what waits on the phone is asked about; counting it needs no connection, yet a busy
          // phone's database may take its time: past a moment "Sair" goes on without asking, and
          // what waits is kept for the person's next sign-in here (nothing is lost).
          const pending = await Promise.race([
            import('@/offline').then((offline) => offline.pendingChangesOf(userId)).catch(() => 0),
            new Promise<number>((resolve) => setTimeout(() => resolve(0), PENDING_COUNT_DEADLINE_MS)),
          ])
          if (pending > 0 && (await askBeforeLeaving({ userId, pending })) === 'cancelar') return false
        }
        const forgotten = forgetStoredSession()
        showSignedOut(false)
        leaveInBackground({ userId: forgotten.userId ?? userId, accessToken: forgotten.accessToken, dropQueued: !ask })
        return true
      },
    }),
    [status, shown, roleChecked, ended],
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
