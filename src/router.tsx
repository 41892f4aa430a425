import { createRouter } from '@tanstack/react-router'
import { sessionStore, type SessionStore } from './lib/session'
import { rootRoute } from './routes/__root'
import { categoriaRoute } from './routes/categories.$categoria'
import { configuracoesRoute } from './routes/configuracoes'
import { contatoRoute } from './routes/contato'
import { gerenciarUsuariosRoute } from './routes/gerenciar-usuarios'
import { homeRoute } from './routes/index'
import { informativosRoute } from './routes/informativos'
import { artigoRoute } from './routes/informativos.$slug'
import { loginRoute } from './routes/login'
import { quemSomosRoute } from './routes/quem-somos'
import { sacRoute } from './routes/sac-duvidas'
import { tagRoute } from './routes/tags.$tag'

export const routeTree = rootRoute.addChildren([
  homeRoute,
  quemSomosRoute,
  sacRoute,
  informativosRoute,
  artigoRoute,
  tagRoute,
  categoriaRoute,
  contatoRoute,
  loginRoute,
  gerenciarUsuariosRoute,
  configuracoesRoute,
])

export function createAppRouter(session: SessionStore = sessionStore) {
  return createRouter({ routeTree, defaultPreload: 'intent', context: { session } })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
