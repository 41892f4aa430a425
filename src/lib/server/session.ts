// The signed-in person, as every layer may read it. The auth feature provides the value
// (SessionProvider); screens and the layout only read it through useSession().
import { createContext, useContext } from 'react'

export interface SessionUser {
  id: string
  username: string
  email: string
  displayName: string | null
  role: 'user' | 'admin'
  /** Public URL of the profile photo, when there is one. */
  avatarUrl?: string | null
}

export interface SessionState {
  /** 'loading' until Supabase has said whether there is a session. */
  status: 'loading' | 'signedIn' | 'signedOut'
  user: SessionUser | null
  isAuthenticated: boolean
  isAdmin: boolean
  /**
   * Whether the role comes from the server's profile (or its read failed, offline): until then a
   * signed-in person's role is the stored one, good for the greeting, not for a guard.
   */
  roleChecked: boolean
  /**
   * The session ended without "Sair" on this page: the server refused it (expired, account deleted
   * or deactivated, signed out elsewhere). A private screen then sends the person to /login saying so.
   */
  ended: boolean
  /**
   * Ends the session on this phone; with changes still queued it first asks (send them, or keep
   * them for the next sign-in) unless `ask` is false. Answers once nobody is signed in here (false
   * when they cancelled): telling the server and forgetting the person's rows go on afterwards.
   */
  signOut: (options?: { ask?: boolean }) => Promise<boolean>
  /** Reads the profile again (after the person changed it), so the greeting follows. */
  refresh: () => Promise<void>
}

/** Said when a person's session is found gone: at /login (sent there from a private screen) and by a form. */
export const SESSAO_TERMINOU = 'Sua sessão terminou. Entre novamente.'

export const signedOutSession: SessionState = {
  status: 'signedOut',
  user: null,
  isAuthenticated: false,
  isAdmin: false,
  roleChecked: true,
  ended: false,
  signOut: async () => true,
  refresh: async () => undefined,
}

export const SessionContext = createContext<SessionState>(signedOutSession)

export function useSession(): SessionState {
  return useContext(SessionContext)
}

/**
 * How a person is shown to others and greeted: the display name, else the username. The database
 * computes the same for ads and comments (`interno.nome_publico`).
 */
export function publicName(user: Pick<SessionUser, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username
}

/** Who makes a change: recorded with it, so the phone shows the right name before the server answers. */
export interface Author {
  id: string
  name: string
}

export function authorOf(user: Pick<SessionUser, 'id' | 'displayName' | 'username'>): Author {
  return { id: user.id, name: publicName(user) }
}

/**
 * The same state outside React, for the router's guards: they wait until Supabase has said
 * whether there is a session before deciding (a reload must not bounce a signed-in person).
 */
export function createSessionStore() {
  let state: SessionState = { ...signedOutSession, status: 'loading' }
  let waiting: Array<{ until: (s: SessionState) => boolean; resolve: (s: SessionState) => void }> = []
  const listeners = new Set<(s: SessionState) => void>()
  const until = (predicate: (s: SessionState) => boolean, timeoutMs?: number): Promise<SessionState> => {
    if (predicate(state)) return Promise.resolve(state)
    return new Promise((resolve) => {
      const entry = { until: predicate, resolve }
      waiting.push(entry)
      if (timeoutMs !== undefined) {
        setTimeout(() => {
          waiting = waiting.filter((w) => w !== entry)
          resolve(state)
        }, timeoutMs)
      }
    })
  }
  return {
    get: () => state,
    set(next: SessionState) {
      state = next
      const ready = waiting.filter((w) => w.until(next))
      waiting = waiting.filter((w) => !w.until(next))
      ready.forEach((w) => w.resolve(next))
      listeners.forEach((listener) => listener(next))
    },
    /** Calls `listener` with every new state; answers how to stop. */
    subscribe(listener: (s: SessionState) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Resolves with the first known state (signed in or out). */
    known: () => until((s) => s.status !== 'loading'),
    /** Resolves once the person's role is the server's (signed out counts). */
    roleChecked: () => until((s) => s.status === 'signedOut' || (s.status === 'signedIn' && s.roleChecked)),
    /** Resolves once a sign-in has reached the app (or after `timeoutMs`, whatever the state). */
    signedIn: (timeoutMs = 5000) => until((s) => s.isAuthenticated && s.status === 'signedIn', timeoutMs),
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
export const sessionStore = createSessionStore()
