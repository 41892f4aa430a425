// The server side of the prerender (scripts/prerender.ts): renders one URL of the app to HTML,
// signed out, with no data of the phone — what every visitor sees before the app starts.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { ARTICLES, ARTICLE_CATEGORIES, TAGS } from './features/articles'
import { captureRequest, type PrefetchRequest } from './lib/prefetch'
import { createPublicRest } from './lib/rest-reader'
import { createSessionStore, signedOutSession } from './lib/session'
import { publicImageUrl } from './lib/storage-url'
import { adQuery, publicAdsQuery, searchQuery } from './offline/pull'
import { PAGE_SIZE } from './offline/use-ad-search'
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
   * ads' photos go in the loading cards (`card`: their small versions). `{id}` is the ad of the address.
   */
  prefetch?: { request: PrefetchRequest; photo: 'card' | 'large' }
}

const page = (url: string, screen: string, file = `${url.slice(1)}.html`): PrerenderedPage => ({ url, file, screen })

/** The request a public read makes (recorded, not made). */
const requestOf = (read: (reader: ReturnType<typeof createPublicRest>) => PromiseLike<unknown>) =>
  captureRequest((fetchImpl) => read(createPublicRest(fetchImpl)))

/** Where public photos live: the boot script appends an ad photo's path. */
export const PHOTO_PREFIX = publicImageUrl('')
const ARTICLES_SCREEN = 'src/features/articles/index.ts'

/** Every page rendered ahead of time. `/product/{id}` gets its frame (header, layout, loading state). */
export async function pagesToPrerender(): Promise<PrerenderedPage[]> {
  return [
    {
      ...page('/', 'src/features/home/index.ts', 'index.html'),
      preload: ['src/features/home/HomeListings.tsx'],
      prefetch: { request: await requestOf((reader) => publicAdsQuery(reader)), photo: 'card' },
    },
    {
      ...page('/frete-solidario', 'src/features/freight/index.ts'),
      prefetch: {
        request: await requestOf((reader) =>
          searchQuery(reader, { termo: '', categoria: '', ordem: 'relevancia', limite: PAGE_SIZE, deslocamento: 0 }),
        ),
        photo: 'card',
      },
    },
    {
      ...page('/product/_', 'src/features/product/index.ts', 'product.html'),
      prefetch: { request: await requestOf((reader) => adQuery(reader, '{id}')), photo: 'large' },
    },
    page('/quem-somos', 'src/features/institutional/index.ts'),
    page('/sac-duvidas', 'src/features/institutional/index.ts'),
    page('/contato', 'src/features/contact/index.ts'),
    page('/login', 'src/features/auth/LoginPage.tsx'),
    page('/informativos', ARTICLES_SCREEN),
    ...ARTICLES.map((a) => page(`/informativos/${a.slug}`, ARTICLES_SCREEN)),
    ...TAGS.map((tag) => page(`/tags/${tag}`, ARTICLES_SCREEN)),
    ...ARTICLE_CATEGORIES.map((category) => page(`/categories/${category}`, ARTICLES_SCREEN)),
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
