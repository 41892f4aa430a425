import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadLoginPage } from '@/features/auth'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(loadLoginPage, 'LoginPage')

const searchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined),
  tab: v.fallback(v.optional(v.picklist(['login', 'cadastro'])), undefined),
  /** 'ended': the server ended the session of a private screen (the page says so). */
  session: v.fallback(v.optional(v.picklist(['ended'])), undefined),
})

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search) => v.parse(searchSchema, search),
  loader: screen.loader,
  component: function Login() {
    const { redirect, tab, session } = loginRoute.useSearch()
    return <screen.component redirect={redirect} tab={tab} sessionEnded={session === 'ended'} />
  },
})
