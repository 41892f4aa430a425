import { act, render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '@/features/auth'
import { config } from '@/lib/server/config'
import { useSession, type SessionState } from '@/lib/server/session'

// The provider behind the greeting and the guards: it must always reach a known state.
const fake = vi.hoisted(() => ({
  session: null as null | { user: { id: string; email: string; user_metadata: Record<string, string> } },
  profile: null as null | Record<string, unknown>,
  /** When set, the profile read never answers (a phone offline: supabase-js keeps retrying). */
  profileHangs: false,
  /** When set, the profile read answers when the test says so. */
  profileLater: null as null | Promise<void>,
  /** supabase-js's auth events, as the test sends them. */
  emit: null as null | ((event: string, session: unknown) => void),
  left: [] as unknown[],
  /** When set, counting the person's queued changes never answers (a busy phone's database). */
  countHangs: false,
  /** supabase-js's start with a kept session it could not refresh: the test sends the events. */
  refusedAtStart: false,
  keptAtStart: null as string | null,
}))
vi.mock('@/lib/server/load-supabase', () => ({
  loadSupabase: async () => ({
    auth: {
      getSession: async () => ({ data: { session: fake.session } }),
      onAuthStateChange: (callback: (event: string, session: unknown) => void) => {
        fake.emit = callback
        if (!fake.refusedAtStart) setTimeout(() => callback('INITIAL_SESSION', fake.session), 0)
        return { data: { subscription: { unsubscribe: () => {} } } }
      },
    },
    from: () => ({
      select: () => ({
        eq: () => ({
          maybeSingle: () =>
            fake.profileHangs
              ? new Promise(() => {})
              : (fake.profileLater ?? Promise.resolve()).then(() => ({ data: fake.profile, error: null })),
        }),
      }),
    }),
  }),
}))
// What follows a session's end on the phone (the offline layer's job), recorded.
vi.mock('@/offline', () => ({
  pendingChangesOf: () => (fake.countHangs ? new Promise<number>(() => undefined) : Promise.resolve(0)),
  leaveDevice: async (leaving: unknown) => void fake.left.push(leaving),
}))

const AUTH_KEY = config.authStorageKey
// Who was kept signed in when the page started (read before supabase-js loads).
vi.mock('@/lib/server/stored-session', async (actual) => ({
  ...(await actual<typeof import('@/lib/server/stored-session')>()),
  sessionKeptAtStart: () => fake.keptAtStart,
}))

function renderProvider() {
  const seen: SessionState[] = []
  function Probe() {
    seen.push(useSession())
    return null
  }
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  )
  return () => seen.at(-1)!
}

const session = {
  user: { id: 'u1', email: 'maria@x.test', user_metadata: { username: 'maria.souza', display_name: 'Maria Souza' } },
}

const profile = {
  id: 'u1',
  username: 'maria.souza',
  display_name: 'Maria S.',
  email: 'maria@x.test',
  role: 'user',
  avatar_path: null,
  updated_at: 'x',
}

beforeEach(() => {
  fake.session = null
  fake.profile = null
  fake.profileHangs = false
  fake.countHangs = false
  fake.profileLater = null
  fake.left = []
  fake.emit = null
  fake.refusedAtStart = false
  fake.keptAtStart = null
  localStorage.clear()
})

/** Maria signed in, her session kept on the phone, her name shown. */
async function mariaSignedIn() {
  fake.session = session
  fake.profile = profile
  localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 'token-da-maria', user: { id: 'u1' } }))
  const latest = renderProvider()
  await waitFor(() => expect(latest().user?.displayName).toBe('Maria S.'))
  return latest
}

/** "Sair", and its answer (whatever follows in the background). */
async function signOutAnswered(latest: () => SessionState, timeout?: number) {
  let answered = false
  void latest()
    .signOut()
    .then(() => (answered = true))
  await waitFor(() => expect(answered).toBe(true), timeout ? { timeout } : undefined)
}

describe('SessionProvider', () => {
  it('signed in: reads the profile and writes the display record', async () => {
    fake.session = session
    fake.profile = {
      id: 'u1',
      username: 'maria.souza',
      display_name: 'Maria S.',
      email: 'maria@x.test',
      role: 'admin',
      avatar_path: null,
      updated_at: 'x',
    }
    const latest = renderProvider()
    await waitFor(() => expect(latest().status).toBe('signedIn'))
    expect(latest()).toMatchObject({ isAdmin: true, user: { displayName: 'Maria S.', role: 'admin' } })
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      username: 'maria.souza',
      email: 'maria@x.test',
      role: 'admin',
      displayName: 'Maria S.',
    })
  })

  it('offline (profile unreadable): still signed in, from the session itself; the role stays display-only', async () => {
    fake.session = session
    localStorage.setItem(
      'user',
      JSON.stringify({ username: 'maria.souza', email: 'maria@x.test', role: 'user', displayName: 'Maria' }),
    )
    const latest = renderProvider()
    await waitFor(() => expect(latest().status).toBe('signedIn'))
    expect(latest().user).toMatchObject({ id: 'u1', username: 'maria.souza', displayName: 'Maria Souza', role: 'user' })
  })

  it('while the profile read is still failing, the person is known by the session id at once (changes need it)', async () => {
    fake.session = session
    fake.profileHangs = true
    localStorage.setItem(
      'user',
      JSON.stringify({ username: 'maria.souza', email: 'maria@x.test', role: 'user', displayName: 'Maria' }),
    )
    const latest = renderProvider()
    expect(latest().user?.id).toBe('')
    await waitFor(() => expect(latest().user?.id).toBe('u1'))
    expect(latest().status).toBe('signedIn')
  })

  it('signed out: known as signed out, and the display record is removed', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'antigo', email: 'a@x.test', role: 'user', displayName: null }))
    const latest = renderProvider()
    expect(latest().user?.username).toBe('antigo')
    await waitFor(() => expect(latest().status).toBe('signedOut'))
    expect(latest().user).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('"Sair": nobody is shown at once, the kept session is gone before any request, and the rest follows', async () => {
    const latest = await mariaSignedIn()
    await signOutAnswered(latest)
    expect(localStorage.getItem(AUTH_KEY)).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(latest()).toMatchObject({ status: 'signedOut', user: null, ended: false })
    await waitFor(() => expect(fake.left).toEqual([{ userId: 'u1', accessToken: 'token-da-maria', dropQueued: false }]))
    // supabase-js then says so itself: that is not a session the server ended. Its handling is
    // done once it has cleared the stored user again (what it does for a session gone).
    const removed = vi.spyOn(Storage.prototype, 'removeItem')
    fake.emit!('SIGNED_OUT', null)
    await waitFor(() => expect(removed).toHaveBeenCalledWith('user'))
    removed.mockRestore()
    expect(latest().ended).toBe(false)
    expect(fake.left).toHaveLength(1)
  })

  it('"Sair" while the phone cannot count what waits: it goes on without asking, keeping what waits', async () => {
    fake.countHangs = true
    const latest = await mariaSignedIn()
    await signOutAnswered(latest, 5000)
    expect(latest()).toMatchObject({ status: 'signedOut', user: null })
    await waitFor(() => expect(fake.left).toEqual([{ userId: 'u1', accessToken: 'token-da-maria', dropQueued: false }]))
  })

  it('a profile read that answers after "Sair" brings nobody back, on screen or in the stored record', async () => {
    fake.session = session
    fake.profile = profile
    let answer = () => {}
    fake.profileLater = new Promise((resolve) => (answer = resolve))
    localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 't', user: { id: 'u1' } }))
    const latest = renderProvider()
    await waitFor(() => expect(latest().status).toBe('signedIn'))
    // The profile is asked again (the person changed it), and neither read has answered.
    const refreshed = latest().refresh()
    expect(await latest().signOut()).toBe(true)
    // act: whatever the late answer sets is on screen once it returns.
    await act(async () => {
      answer()
      await refreshed
    })
    expect(latest()).toMatchObject({ status: 'signedOut', user: null })
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a kept session that cannot be refreshed without a connection is not an end: nothing is forgotten', async () => {
    fake.refusedAtStart = true
    fake.keptAtStart = 'u1'
    localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 'expirado', user: { id: 'u1' } }))
    const latest = renderProvider()
    await waitFor(() => expect(fake.emit).not.toBeNull())
    fake.emit!('INITIAL_SESSION', null)
    await waitFor(() => expect(latest().status).toBe('signedOut'))
    expect(latest().ended).toBe(false)
    expect(fake.left).toEqual([])
  })

  it('a session the server ends (SIGNED_OUT without "Sair"): ended, and the person is forgotten on the phone', async () => {
    fake.session = session
    fake.profile = profile
    localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 't', user: { id: 'u1' } }))
    const latest = renderProvider()
    await waitFor(() => expect(latest().status).toBe('signedIn'))
    localStorage.removeItem(AUTH_KEY)
    fake.emit!('SIGNED_OUT', null)
    await waitFor(() => expect(latest()).toMatchObject({ status: 'signedOut', user: null, ended: true }))
    await waitFor(() => expect(fake.left).toEqual([{ userId: 'u1' }]))
  })

  it('a session kept on the phone that the server refuses at start: ended before anyone was shown', async () => {
    fake.refusedAtStart = true
    fake.keptAtStart = 'u1'
    localStorage.setItem(AUTH_KEY, JSON.stringify({ access_token: 'expirado', user: { id: 'u1' } }))
    const latest = renderProvider()
    await waitFor(() => expect(fake.emit).not.toBeNull())
    // As supabase-js does, the refresh refused (before or after the app listens): the session removed, INITIAL_SESSION with none.
    localStorage.removeItem(AUTH_KEY)
    fake.emit!('INITIAL_SESSION', null)
    await waitFor(() => expect(latest().ended).toBe(true))
    await waitFor(() => expect(fake.left).toEqual([{ userId: 'u1' }]))
  })
})
