import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { requireAdmin } from './guards'
import { lazyScreen } from './lazy-screen'
import { rootRoute } from './root'

const screen = lazyScreen(() => import('@/features/admin'), 'AdminUsersPage')

/** ?search= fills the search box (the moderation queue links an ad's owner this way). */
const searchSchema = v.object({ search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined) })

export const gerenciarUsuariosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gerenciar-usuarios',
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: requireAdmin,
  loader: screen.loader,
  component: function GerenciarUsuarios() {
    const { search } = gerenciarUsuariosRoute.useSearch()
    return <screen.component search={search} />
  },
})
