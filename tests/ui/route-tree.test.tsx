import { Route, RootRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '@/router'
import { accountLayoutRoute } from '@/routes/account-layout'

// The tree is assembled by hand in src/router.tsx: a route file nobody added to it would be
// silently ignored (its page a 404). Every route a file in src/routes exports must be in the tree.

const routeModules = import.meta.glob<Record<string, unknown>>('/src/routes/*.tsx', { eager: true })

function routesIn(tree: { children?: unknown }): unknown[] {
  const children = (tree.children ?? []) as Array<{ children?: unknown }>
  return [tree, ...children.flatMap(routesIn)]
}

describe('the route tree', () => {
  it('holds every route exported from src/routes', () => {
    const inTree = new Set(routesIn(routeTree))
    const exported = Object.entries(routeModules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => value instanceof Route || value instanceof RootRoute)
        .map(([name, route]) => ({ where: `${file} ${name}`, route })),
    )
    expect(exported.length).toBeGreaterThanOrEqual(20)
    expect(exported.filter(({ route }) => !inTree.has(route)).map(({ where }) => where)).toEqual([])
  })

  it('puts every signed-in screen under the account layout, with its guard and tab bar', () => {
    const children = (accountLayoutRoute.children ?? []) as Array<{ options: { path: string } }>
    expect(accountLayoutRoute.options.beforeLoad?.name).toBe('requireSignedIn')
    expect(children.map((route) => route.options.path).sort()).toEqual([
      '/alertas',
      '/configuracoes',
      '/criar-anuncio',
      '/editar-anuncio/$id',
      '/favoritos',
      '/fazer-pedido/$anuncioId',
      '/mensagens',
      '/mensagens/$anuncioId/$compradorId',
      '/meus-anuncios',
      '/minhas-viagens',
      '/notificacoes',
      '/oferecer-viagem',
      '/pedidos',
    ])
  })
})
