// /robots.txt: crawlers keep out of the account and admin screens, and find the sitemap.

const PRIVATE = [
  '/login',
  '/criar-anuncio',
  '/editar-anuncio/',
  '/meus-anuncios',
  '/favoritos',
  '/alertas',
  '/notificacoes',
  '/minhas-viagens',
  '/oferecer-viagem',
  '/mensagens',
  '/pedidos',
  '/fazer-pedido/',
  '/configuracoes',
  '/gerenciar-usuarios',
  '/gerenciar-denuncias',
]

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', ...PRIVATE.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
}
