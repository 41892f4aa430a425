import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createSessionStore } from '@/lib/session'
import { render } from '@testing-library/react'
import { SessionContext, signedOutSession, type SessionState } from '@/lib/session'
import { createAppRouter } from '@/router'
import { theme } from '@/ui/theme'

/**
 * Renders the real app (routes, layout) at a path, with a given session. `wait: false` returns at
 * once (for a guard that waits on the session's store, which the test then updates).
 */
export async function renderApp(path: string, session: SessionState = signedOutSession, { wait = true } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const store = createSessionStore()
  store.set(session)
  const router = createAppRouter(store, history)
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
  signOut = async () => {},
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
    signOut,
    refresh: async () => {},
  }
}
