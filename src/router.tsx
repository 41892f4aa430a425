import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { dataSaverOn } from './lib/device/data-saver'
import { sessionStore, type SessionStore } from './lib/server/session'
import { LoadingState } from './ui/LoadingState'
import { LazyScreenError } from './ui/LazyScreenError'
import { accountLayoutRoute } from './routes/account-layout'
import { articleCategoryRoute } from './routes/categories-categoria'
import { configuracoesRoute } from './routes/configuracoes'
import { contatoRoute } from './routes/contato'
import { criarAnuncioRoute } from './routes/criar-anuncio'
import { editarAnuncioRoute } from './routes/editar-anuncio-id'
import { favoritosRoute } from './routes/favoritos'
import { alertasRoute } from './routes/alertas'
import { freteSolidarioRoute } from './routes/frete-solidario'
import { gerenciarUsuariosRoute } from './routes/gerenciar-usuarios'
import { homeRoute } from './routes/home'
import { informativosRoute } from './routes/informativos'
import { articleRoute } from './routes/informativos-slug'
import { loginRoute } from './routes/login'
import { recuperarSenhaRoute } from './routes/recuperar-senha'
import { redefinirSenhaRoute } from './routes/redefinir-senha'
import { mensagensRoute } from './routes/mensagens'
import { notificacoesRoute } from './routes/notificacoes'
import { conversaRoute } from './routes/mensagens-anuncioid-compradorid'
import { fazerPedidoRoute } from './routes/fazer-pedido-anuncioid'
import { meusAnunciosRoute } from './routes/meus-anuncios'
import { minhasViagensRoute } from './routes/minhas-viagens'
import { oferecerViagemRoute } from './routes/oferecer-viagem'
import { pedidosRoute } from './routes/pedidos'
import { privacidadeRoute } from './routes/privacidade'
import { adRoute } from './routes/product-id'
import { quemSomosRoute } from './routes/quem-somos'
import { rootRoute } from './routes/root'
import { sacRoute } from './routes/sac-duvidas'
import { articleTagRoute } from './routes/tags-tag'
import { tripRoute } from './routes/viagens-id'
import { sellerRoute } from './routes/vendedor-username'
import { gerenciarDenunciasRoute } from './routes/gerenciar-denuncias'

// The route tree, assembled here by hand (TanStack Router's code-based routes): a new file in
// src/routes/ is a route only once it is added below — tests/ui/route-tree.test.tsx fails until
// it is. A route file is named after its path, with `/` and `$param` written as `-`.
export const routeTree = rootRoute.addChildren([
  homeRoute,
  quemSomosRoute,
  sacRoute,
  privacidadeRoute,
  informativosRoute,
  articleRoute,
  articleTagRoute,
  articleCategoryRoute,
  contatoRoute,
  loginRoute,
  recuperarSenhaRoute,
  redefinirSenhaRoute,
  freteSolidarioRoute,
  adRoute,
  tripRoute,
  sellerRoute,
  gerenciarUsuariosRoute,
  gerenciarDenunciasRoute,
  accountLayoutRoute.addChildren([
    criarAnuncioRoute,
    editarAnuncioRoute,
    meusAnunciosRoute,
    oferecerViagemRoute,
    minhasViagensRoute,
    favoritosRoute,
    alertasRoute,
    mensagensRoute,
    notificacoesRoute,
    conversaRoute,
    pedidosRoute,
    fazerPedidoRoute,
    configuracoesRoute,
  ]),
])

export function createAppRouter(session: SessionStore = sessionStore, history?: RouterHistory) {
  let firstRender = true
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // A screen's code is fetched ahead when a link is pointed at, unless "Economia de dados" is on.
    defaultPreload: dataSaverOn() ? false : 'intent',
    // Shown while a guard waits (the session's role on a slow connection) or a screen's code loads.
    defaultPendingComponent: () => <LoadingState text="Carregando..." />,
    defaultErrorComponent: LazyScreenError,
    context: { session },
    // A new page starts at the top, and going back returns to where the list was. Not the first
    // render: someone who began scrolling the prerendered page stays where they are.
    scrollRestoration: () => {
      const restore = !firstRender
      firstRender = false
      return restore
    },
  })
  // A session the server ends while a private screen is open: its guard runs again (to /login).
  let ended = session.get().ended
  session.subscribe((state) => {
    if (state.ended && !ended) void router.invalidate()
    ended = state.ended
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
