// The signed-in person, as every layer may read it. The auth feature provides the value
// (SessionProvider); screens and the layout only read it through useSession().
import { createContext, useContext } from 'react'

export interface SessionUser {
  id: string
  username: string
  email: string
  displayName: string | null
  role: 'user' | 'admin'
}

export interface SessionState {
  /** 'loading' until Supabase has said whether there is a session. */
  status: 'loading' | 'signedIn' | 'signedOut'
  user: SessionUser | null
  isAuthenticated: boolean
  isAdmin: boolean
  signOut: () => Promise<void>
}

export const signedOutSession: SessionState = {
  status: 'signedOut',
  user: null,
  isAuthenticated: false,
  isAdmin: false,
  signOut: async () => undefined,
}

export const SessionContext = createContext<SessionState>(signedOutSession)

export function useSession(): SessionState {
  return useContext(SessionContext)
}

/** "Olá, {display name or username}". */
export function greetingName(user: Pick<SessionUser, 'displayName' | 'username'>): string {
  return user.displayName?.trim() || user.username
}

/**
 * The same state outside React, for the router's guards: they wait until Supabase has said
 * whether there is a session before deciding (a reload must not bounce a signed-in person).
 */
export function createSessionStore() {
  let state: SessionState = { ...signedOutSession, status: 'loading' }
  const waiting: Array<(s: SessionState) => void> = []
  return {
    get: () => state,
    set(next: SessionState) {
      state = next
      if (next.status !== 'loading') waiting.splice(0).forEach((resolve) => resolve(next))
    },
    /** Resolves with the first known state (signed in or out). */
    known(): Promise<SessionState> {
      return state.status === 'loading' ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(state)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
export const sessionStore = createSessionStore()
