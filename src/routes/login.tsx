import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadLoginPage } from '@/features/auth'
import { rootRoute } from './__root'

const LoginPage = lazyRouteComponent(loadLoginPage, 'LoginPage')

const searchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined),
  aba: v.fallback(v.optional(v.picklist(['login', 'cadastro'])), undefined),
})

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search) => v.parse(searchSchema, search),
  loader: async () => {
    await LoginPage.preload?.()
  },
  component: function Login() {
    const { redirect, aba } = loginRoute.useSearch()
    return <LoginPage redirect={redirect} aba={aba} />
  },
})
