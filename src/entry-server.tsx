// The server side of the prerender (scripts/prerender.ts): renders one URL of the app to HTML,
// signed out, with no data of the phone — what every visitor sees before the app starts.
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { ARTICLES, CATEGORIES, TAGS } from './features/articles'
import { createSessionStore, signedOutSession } from './lib/session'
import { createAppRouter } from './router'

export interface PrerenderedPage {
  /** The address rendered. */
  url: string
  /** Where the page is written in the build (served for that address by the host and the service worker). */
  file: string
  /** The module of the route's screen, whose code and styles the page preloads. */
  screen: string
}

const page = (url: string, screen: string, file = `${url.slice(1)}.html`): PrerenderedPage => ({ url, file, screen })
const ARTICLES_SCREEN = 'src/features/articles/index.ts'

/** Every page rendered ahead of time. `/product/{id}` gets its frame (header, layout, loading state). */
export function pagesToPrerender(): PrerenderedPage[] {
  return [
    page('/', 'src/features/home/index.ts', 'index.html'),
    page('/frete-solidario', 'src/features/freight/index.ts'),
    page('/product/_', 'src/features/product/index.ts', 'product.html'),
    page('/quem-somos', 'src/features/institutional/index.ts'),
    page('/sac-duvidas', 'src/features/institutional/index.ts'),
    page('/contato', 'src/features/contact/index.ts'),
    page('/login', 'src/features/auth/LoginPage.tsx'),
    page('/informativos', ARTICLES_SCREEN),
    ...ARTICLES.map((a) => page(`/informativos/${a.slug}`, ARTICLES_SCREEN)),
    ...TAGS.map((tag) => page(`/tags/${tag}`, ARTICLES_SCREEN)),
    ...CATEGORIES.map((category) => page(`/categories/${category}`, ARTICLES_SCREEN)),
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
