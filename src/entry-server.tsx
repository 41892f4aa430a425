// The server side of the prerender (web/prerender.ts): renders one URL of the app to HTML,
// signed out, with no data of the phone — what every visitor sees before the app starts.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { ARTICLES, ARTICLE_CATEGORIES, ARTICLE_CATEGORY_NAMES, TAGS, TAG_NAMES } from './features/articles'
import { captureRequest, type PrefetchRequest } from './lib/page-start/prefetch'
import { config } from './lib/server/config'
import { createPublicRest } from './lib/server/rest-reader'
import { createSessionStore, signedOutSession } from './lib/server/session'
import { publicImageUrl } from './lib/server/storage-url'
import { adQuery } from './offline/ads/ad-answer'
import { publicAdsQuery } from './offline/ads/pull'
import { PAGE_SIZE, searchQuery } from './offline/ads/search-page'
import { sellerAdsQuery } from './offline/trust/seller-answer'
import { tripQuery } from './offline/trips/pull'
import { DEFAULT_RADIUS, RADII } from './lib/places'
import { createAppRouter } from './router'

export interface PrerenderedPage {
  /** The address rendered. */
  url: string
  /** Where the page is written in the build (served for that address by the host and the service worker). */
  file: string
  /** The module of the route's screen, whose code and styles the page preloads. */
  screen: string
  /** Code the screen loads right after it starts (its data), preloaded with it. */
  preload?: string[]
  /**
   * The data the page shows first, asked for by its boot script before the app has loaded; its
   * ads' photos go in the loading cards (`card`: their small versions; `list` and `gallery`: the
   * version a list's card or the ad page's gallery shows on this screen, storage-url.ts's
   * cardPhotoSize and galleryPhotoSize). `{id}` is the ad of the address.
   */
  prefetch?: { request: PrefetchRequest; photo: 'card' | 'list' | 'gallery'; near?: NearPrefetch }
  /** The page's own title, description and preview picture (a path of the build), for shared links. */
  head?: { title: string; description: string; image?: { path: string; alt: string } }
}

/**
 * A shared "Perto de mim" link (`?near=lat,lng` or `?city=` with `&km=N`, nothing else; the web server
 * writes a city's seat as `<html data-near>`, web/server/city-link.ts): the request the list makes
 * for it, recorded with marks in place of the point and the radius; the boot script writes the
 * address's own values there (rounded as the app rounds them, lib/places/near.ts).
 */
export interface NearPrefetch {
  request: PrefetchRequest
  mark: { latitude: number; longitude: number; km: number }
  radii: readonly number[]
  defaultKm: number
}
const NEAR_MARK = { latitude: -11.11, longitude: -22.22, km: 200 as const }

const page = (url: string, screen: string, file = `${url.slice(1)}.html`): PrerenderedPage => ({ url, file, screen })

const withHead = (p: PrerenderedPage, title: string, description: string, image?: { path: string; alt: string }) => ({
  ...p,
  head: { title: p.url === '/' ? `Campo Solidário — ${title}` : `${title} | Campo Solidário`, description, image },
})
const articleImage = (a: (typeof ARTICLES)[number]) => ({ path: a.imageUrl, alt: a.imageAlt })
const LOGO = { path: '/icons/icon-512.png', alt: 'Campo Solidário' }

/** The request a public read makes (recorded, not made). */
const requestOf = (read: (reader: ReturnType<typeof createPublicRest>) => PromiseLike<unknown>) =>
  captureRequest((fetchImpl) => read(createPublicRest(fetchImpl)))

/** The services the app connects to, as this build was made (the web server's CSP allows them). */
export interface AppOrigins {
  supabase: string
  geocoder: string
  cep: string
  tiles: string
}
export const APP_ORIGINS: AppOrigins = {
  supabase: config.supabaseUrl,
  geocoder: config.geocoderUrl,
  cep: config.cepUrl,
  tiles: config.tileUrl,
}

/** Where public photos live: the boot script appends an ad photo's path. */
export const PHOTO_PREFIX = publicImageUrl('')
const ARTICLES_SCREEN = 'src/features/articles/index.ts'

/** Every page rendered ahead of time. `/product/{id}` and `/vendedor/{username}` get their frames (header, layout, loading state). */
export async function pagesToPrerender(): Promise<PrerenderedPage[]> {
  return [
    {
      ...withHead(
        page('/', 'src/features/home/index.ts', 'index.html'),
        'Produtos do campo, direto de quem produz',
        'Anúncios de produtores rurais, Frete Solidário para dividir a viagem e informativos para o campo. Funciona mesmo sem sinal.',
        LOGO,
      ),
      prefetch: { request: await requestOf((reader) => publicAdsQuery(reader)), photo: 'list' },
    },
    {
      ...withHead(
        page('/frete-solidario', 'src/features/ad-search/index.ts'),
        'Frete Solidário: anúncios e viagens',
        'Encontre produtos da agricultura familiar e viagens com espaço para dividir o frete entre vizinhos.',
        LOGO,
      ),
      prefetch: {
        request: await requestOf((reader) =>
          searchQuery(reader, { termo: '', categoria: '', ordem: 'relevancia', limite: PAGE_SIZE, deslocamento: 0 }),
        ),
        photo: 'list',
        near: {
          request: await requestOf((reader) =>
            searchQuery(reader, { ordem: 'distancia', perto: NEAR_MARK, limite: PAGE_SIZE, deslocamento: 0 }),
          ),
          mark: NEAR_MARK,
          radii: RADII,
          defaultKm: DEFAULT_RADIUS,
        },
      },
    },
    // A seller's page: its frame (header, the profile's and ads' places, footer) for any username;
    // the web server writes the seller's id on it, and the boot script asks for their ads.
    {
      ...page('/vendedor/_', 'src/features/sellers/SellerPage.tsx', 'vendedor.html'),
      prefetch: { request: await requestOf((reader) => sellerAdsQuery(reader, '{seller}')), photo: 'list' },
    },
    // A trip's page: its frame (the banner, whose route the web server writes, and the wait); the
    // boot script asks for the trip.
    {
      ...page('/viagens/_', 'src/features/trips/TripPage.tsx', 'viagem.html'),
      prefetch: { request: await requestOf((reader) => tripQuery(reader, '{id}')), photo: 'card' },
    },
    {
      ...page('/product/_', 'src/features/ad-page/index.ts', 'product.html'),
      // The size the gallery shows on this screen, at once: the small version on a DPR 1 phone,
      // the screen one at DPR 2 (a small one first would be downloaded for nothing).
      prefetch: { request: await requestOf((reader) => adQuery(reader, '{id}')), photo: 'gallery' },
    },
    withHead(
      page('/quem-somos', 'src/features/institutional/index.ts'),
      'Quem Somos',
      'Quem faz o Campo Solidário: um mercado de produtores rurais, com frete dividido entre vizinhos e informativos para o campo.',
      LOGO,
    ),
    withHead(
      page('/sac-duvidas', 'src/features/institutional/index.ts'),
      'S.A.C. Tira Dúvidas',
      'Perguntas frequentes sobre anúncios, Frete Solidário, contas e segurança no Campo Solidário.',
      LOGO,
    ),
    withHead(
      page('/privacidade', 'src/features/institutional/index.ts'),
      'Política de Privacidade',
      'Que dados o Campo Solidário guarda, para quê, com quem compartilha, por quanto tempo e como usar seus direitos da LGPD.',
      LOGO,
    ),
    withHead(
      page('/contato', 'src/features/contact/index.ts'),
      'Contato',
      'Fale com a equipe do Campo Solidário: dúvidas, sugestões e parcerias.',
      LOGO,
    ),
    page('/login', 'src/features/auth/LoginPage.tsx'),
    withHead(
      page('/informativos', ARTICLES_SCREEN),
      'Informativos',
      'Dicas, receitas e notícias para quem vive do campo: horta, criação, venda e comunidade.',
      ARTICLES[0] && articleImage(ARTICLES[0]),
    ),
    ...ARTICLES.map((a) => withHead(page(`/informativos/${a.slug}`, ARTICLES_SCREEN), a.title, a.excerpt, articleImage(a))),
    ...TAGS.map((tag) =>
      withHead(
        page(`/tags/${tag}`, ARTICLES_SCREEN),
        `Informativos sobre ${TAG_NAMES[tag]}`,
        `Informativos do Campo Solidário sobre ${TAG_NAMES[tag].toLocaleLowerCase('pt-BR')}.`,
        LOGO,
      ),
    ),
    ...ARTICLE_CATEGORIES.map((category) =>
      withHead(
        page(`/categories/${category}`, ARTICLES_SCREEN),
        `${ARTICLE_CATEGORY_NAMES[category]}: informativos`,
        `Informativos do Campo Solidário na categoria ${ARTICLE_CATEGORY_NAMES[category]}.`,
        LOGO,
      ),
    ),
  ]
}

export async function render(url: string): Promise<{ html: string; routeId: string; status: number }> {
  const session = createSessionStore()
  session.set(signedOutSession)
  const router = createAppRouter(session)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  const html = renderToString(<App router={router} />)
  const { matches } = router.state
  // An address no route knows matches the root alone.
  const found = matches.length > 1 && matches.every((match) => match.status === 'success')
  return { html, routeId: matches.at(-1)?.routeId ?? '', status: found ? 200 : 404 }
}
