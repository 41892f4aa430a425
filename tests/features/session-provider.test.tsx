import { render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '@/features/auth'
import { useSession, type SessionState } from '@/lib/session'

// The provider behind the greeting and the guards: it must always reach a known state.
const fake = vi.hoisted(() => ({
  session: null as null | { user: { id: string; email: string; user_metadata: Record<string, string> } },
  profile: null as null | Record<string, unknown>,
  /** When set, the profile read never answers (a phone offline: supabase-js keeps retrying). */
  profileHangs: false,
}))
vi.mock('@/lib/load-supabase', () => ({
  loadSupabase: async () => ({
    auth: {
      onAuthStateChange: (callback: (event: string, session: unknown) => void) => {
        setTimeout(() => callback('INITIAL_SESSION', fake.session), 0)
        return { data: { subscription: { unsubscribe: () => {} } } }
      },
    },
    from: () => ({
      select: () => ({
        eq: () => ({
          maybeSingle: () => (fake.profileHangs ? new Promise(() => {}) : Promise.resolve({ data: fake.profile, error: null })),
        }),
      }),
    }),
  }),
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

beforeEach(() => {
  fake.session = null
  fake.profile = null
  fake.profileHangs = false
})

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
})
