import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createSessionStore } from '@/lib/server/session'
import { render } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { SessionContext, signedOutSession, type SessionState } from '@/lib/server/session'
import { createAppRouter } from '@/router'
import { theme } from '@/ui/theme'

const routers = new Set<ReturnType<typeof createAppRouter>>()

// A test that ends on a click may leave a navigation loading (a screen's code is loaded by its
// route). Its pending timer would then fire after the page is torn down ("window is not defined"):
// let it finish, and its timer run out, before the next test or the end of the file.
afterEach(async () => {
  const loading = [...routers].filter((router) => router.state.isLoading || router.state.status === 'pending')
  routers.clear()
  if (loading.length === 0) return
  const busy = (router: (typeof loading)[number]) => router.state.isLoading || router.state.status === 'pending'
  await vi.waitFor(() => {
    if (loading.some(busy)) throw new Error('a navigation is still loading')
  }, 5_000)
  await new Promise((done) => setTimeout(done, 1_100))
})

/**
 * Renders the real app (routes, layout) at a path, with a given session. `wait: false` returns at
 * once (for a guard that waits on the session's store, which the test then updates).
 */
export async function renderApp(path: string, session: SessionState = signedOutSession, { wait = true } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const store = createSessionStore()
  store.set(session)
  const router = createAppRouter(store, history)
  routers.add(router)
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </MantineProvider>,
  )
  if (wait) await router.load()
  return { ...result, router, store }
}

export function signedIn(
  user: Partial<SessionState['user']> & { role?: 'user' | 'admin' } = {},
  signOut: SessionState['signOut'] = async () => true,
): SessionState {
  const full = {
    id: 'u1',
    username: 'maria.souza',
    email: 'maria@campo-solidario.test',
    displayName: 'Maria Souza',
    role: 'user' as const,
    ...user,
  }
  return {
    status: 'signedIn',
    user: full,
    isAuthenticated: true,
    isAdmin: full.role === 'admin',
    roleChecked: true,
    ended: false,
    signOut,
    refresh: async () => {},
  }
}
