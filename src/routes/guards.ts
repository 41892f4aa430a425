import { notFound, redirect } from '@tanstack/react-router'
import type { SessionState, SessionStore } from '@/lib/server/session'

export interface RouterContext {
  session: SessionStore
}

/** To /login, to come back to `href` afterwards; saying so when the server ended the session. */
const toLogin = (session: SessionState, href: string) =>
  redirect({ to: '/login', search: { redirect: href, session: session.ended ? 'ended' : undefined } })

/** Signed-out people go to /login, and come back here afterwards. */
export async function requireSignedIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  const session = await context.session.known()
  if (!session.isAuthenticated) throw toLogin(session, location.href)
}

/**
 * Admin screens do not exist for anyone else (the server refuses their calls as well). The guard
 * waits for the role the server gives: on 3G the profile arrives seconds after the session, and an
 * admin must never see "not found" meanwhile (the router shows its loading state).
 */
export async function requireAdmin({ context, location }: { context: RouterContext; location: { href: string } }) {
  const session = await context.session.roleChecked()
  if (!session.isAuthenticated && session.ended) throw toLogin(session, location.href)
  if (!session.isAdmin) throw notFound()
}
