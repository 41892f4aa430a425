// Writes every public page as HTML at build time, so it paints before any JavaScript runs (run by
// vite.config.ts after the client build and before the service worker is built, so the pages are
// precached too). Each page gets the app's HTML for its route, signed out, and preloads its
// screen's code and styles; the browser then attaches the app to it (src/main.tsx).
// `shell.html` — the template with an empty root — answers every other address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { bootScriptElement, firstPhotoScriptElement, type BootConfig, type DeferredStyle } from './boot-script.ts'
import {
  APP_ORIGINS_FILE,
  BOOT_PHOTO_ATTRIBUTE,
  BOOT_PHOTOS_EVENT,
  CARD_DRAWN_WIDTH,
  CARD_PHOTO,
  GALLERY_DRAWN_WIDTH,
  SCREEN_PHOTO,
  categoryPicture,
  photoSizesUpTo,
  DATA_SAVER_KEY,
  NEAR_ATTRIBUTE,
  SELLER_ATTRIBUTE,
  BOOT_ANSWER_ID,
  OG_IMAGE,
  ROUTE_ATTRIBUTE,
  STARTING_ATTRIBUTE,
} from './contract.ts'
import type { PrerenderedPage } from '../src/entry-server.tsx'
import { pageWithHead, type PageHead } from './server/page-head.ts'
import { entryKey, readBuildManifest, staticClosure, stylesheetsInOrder } from './build-manifest.ts'

/** The site's public address, for the absolute links shared pages need (canonical, preview picture). */
const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/+$/, '')

/**
 * A prerendered page's own head. Its picture: an SVG illustration becomes the JPEG the web server
 * makes from it (/og/imagem/…, web/server/app-server.ts); a PNG is used as it is.
 */
function ownHead(url: string, head: { title: string; description: string; image?: { path: string; alt: string } }): PageHead {
  const image = head.image
  return {
    title: head.title,
    description: head.description,
    canonical: `${SITE_URL}${url === '/' ? '/' : url}`,
    type: url.startsWith('/informativos/') ? 'article' : 'website',
    image: !image
      ? undefined
      : image.path.endsWith('.svg')
        ? { url: `${SITE_URL}/og/imagem${image.path.replace(/\.svg$/, '.jpg')}`, ...OG_IMAGE, alt: image.alt }
        : { url: `${SITE_URL}${image.path}`, width: 512, height: 512, alt: image.alt, type: 'image/png' },
  }
}

const ROOT = '<div id="root"><!--app--></div>'
const VIEWPORT = /<meta name="viewport"[^>]*>/

/** The page's boot script's settings (web/boot-script.ts). */
function bootConfig(
  entry: string,
  modules: string[],
  styles: DeferredStyle[],
  prefetch: Prefetch | undefined,
  photoPrefix: string,
): BootConfig {
  return {
    entry,
    modules,
    styles,
    request: prefetch?.request,
    near: prefetch?.near,
    nearAttribute: NEAR_ATTRIBUTE,
    sellerAttribute: SELLER_ATTRIBUTE,
    answerId: BOOT_ANSWER_ID,
    card: prefetch !== undefined,
    cardExtension: CARD_PHOTO.extension.source,
    ...bootPhotoRule(prefetch?.photo ?? 'card'),
    photoPrefix,
    categoryPicture: categoryPicture(CATEGORY_MARK),
    categoryMark: CATEGORY_MARK,
    saverKey: DATA_SAVER_KEY,
    slot: BOOT_PHOTO_ATTRIBUTE,
    event: BOOT_PHOTOS_EVENT,
    photoFirstMs: PHOTO_FIRST_MS,
    startAnywayMs: START_ANYWAY_MS,
    preloadTaskMs: PRELOAD_TASK_MS,
  }
}

/** The app's code, which the entry imports once React is in (src/app-code.ts): part of every start. */
const APP_CODE = 'src/app-code.ts'

/**
 * How long one task of the boot script may spend asking for modules: each request costs the page's
 * thread (~1.5 ms on a slow phone), and forty at once were one long task.
 */
const PRELOAD_TASK_MS = 4
/** Where an ad's category goes in the address of its picture (an ad without photos shows it). */
const CATEGORY_MARK = 'CATEGORIA'

/** How long after the first paint the app's code waits for the first photo. */
const PHOTO_FIRST_MS = 1200
/** The app starts by then whatever happens (a browser that never reports its first paint). */
const START_ANYWAY_MS = 3000

/** The API's connection opens while the page loads: the boot script's first request does not wait for it. */
const preconnect = (apiUrl: string) => `<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin>`

// How Beasties (preload: 'media') links a stylesheet the first paint does not need; its
// <noscript> copy stays for browsers without JavaScript.
const DEFERRED_STYLE = /<link rel="stylesheet"( crossorigin)? href="([^"]+)" media="print" onload="this.media='all'">/g

/** The page's stylesheets that load without blocking its first paint: the boot script loads them instead. */
function takeDeferredStyles(html: string): { html: string; styles: DeferredStyle[] } {
  const styles = [...html.matchAll(DEFERRED_STYLE)].map(([, crossOrigin, href]) => ({ href, crossOrigin: Boolean(crossOrigin) }))
  if (styles.length === 0) throw new Error('Beasties left no deferred stylesheet: its output has an unexpected form.')
  return { html: html.replace(DEFERRED_STYLE, ''), styles }
}

/** What the SSR build of src/entry-server.tsx exports (loaded from the build, not from here). */
type ServerEntry = typeof import('../src/entry-server.tsx')
type Prefetch = NonNullable<PrerenderedPage['prefetch']>

/**
 * No paint until a prerendered page's header is whole: on a slow network or a busy phone the browser
 * painted a half-parsed header, and its links moved when the rest arrived (a layout shift). Only on
 * pages whose HTML has the header (the shell's root is empty: the element would never come).
 */
const WHOLE_HEADER_FIRST = '<link rel="expect" href="#conteudo" blocking="render">'

export async function prerender({ dist, serverEntry }: { dist: string; serverEntry: string }): Promise<number> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!template.includes(ROOT)) throw new Error(`index.html must hold ${ROOT} for the prerender.`)
  const manifest = readBuildManifest(dist)
  const entry = entryKey(manifest)
  if (!manifest[entry].dynamicImports?.includes(APP_CODE)) throw new Error(`The entry no longer imports ${APP_CODE}.`)
  const atStart = staticClosure(manifest, [entry, APP_CODE])
  const entryStyles = new Set(manifest[entry].css)
  const stylesOf = (keys: string[]) =>
    stylesheetsInOrder(manifest, keys)
      .filter((css) => !entryStyles.has(css))
      .map((css) => `<link rel="stylesheet" href="/${css}">`)
  const startStyles = stylesOf([APP_CODE])
  // The shell asks for the app's code with the entry (Vite's index.html names only the entry's own imports).
  const inTemplate = staticClosure(manifest, [entry])
  const appCode = [...atStart]
    .filter((key) => !inTemplate.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
  writeFileSync(
    path.join(dist, 'shell.html'),
    template.replace(ROOT, '<div id="root"></div>').replace('</head>', `${appCode.join('')}${startStyles.join('')}</head>`),
  )
  // The prerendered pages start their code themselves (bootScript), not from <head>.
  const withoutEntry = template
    .replace(`<script type="module" crossorigin src="/${manifest[entry].file}"></script>`, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
  if (withoutEntry.includes(manifest[entry].file)) throw new Error('The entry <script> of index.html has an unexpected form.')
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

  // The styles a page's HTML uses go inline in its <head>; the full stylesheets load without
  // blocking the first paint (Beasties). The CSS files themselves and the inline styles Mantine
  // renders into the app's HTML are left as they are (every page shares the files; React
  // hydrates the inline ones).
  const criticalCss = new Beasties({
    path: dist,
    publicPath: '/',
    preload: 'media',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    // The colour scheme's variables (the theme's primary colour among them: a default button's
    // background) are on `:root[data-mantine-color-scheme=light]`, a selector Beasties cannot
    // match statically: without this the first paint's buttons had no background until the
    // stylesheets applied.
    allowRules: [/^:root\[data-mantine-color-scheme=light\]$/],
    logLevel: 'warn',
  })
  writeFileSync(path.join(dist, APP_ORIGINS_FILE), JSON.stringify(server.APP_ORIGINS))
  const pages = await server.pagesToPrerender()
  for (const page of pages) {
    const { html, routeId, status } = await server.render(page.url)
    if (status !== 200) throw new Error(`Prerendering ${page.url} answered ${status}.`)
    // React writes this where a part failed on the server and fell back to its loading state: the
    // page would show that instead of its frame (an ad's page once showed "Carregando..." so).
    if (html.includes('<!--$!-->')) throw new Error(`Prerendering ${page.url}: a part failed and left its fallback.`)
    const screen = [...staticClosure(manifest, [page.screen, ...(page.preload ?? [])])].filter((key) => !atStart.has(key))
    const styles = [...new Set([...startStyles, ...stylesOf([page.screen, ...(page.preload ?? [])])])]
    const modules = [...atStart, ...screen].map((key) => `/${manifest[key].file}`)
    // Until the app has started (src/main.tsx), forms are inert — a tap must not submit one natively
    // (a password would end up in the address) nor type into what the app then replaces — and
    // controls take no taps (STARTING_ATTRIBUTE, src/ui/global.css). Searches are the exception:
    // GET forms whose native submission is the very address the app would go to.
    const inertForms = html.replace(/<form (?![^>]*method="get")/g, '<form inert="" ')
    const document = (page.head ? pageWithHead(withoutEntry, ownHead(page.url, page.head)) : withoutEntry)
      .replace('</head>', `${WHOLE_HEADER_FIRST}${page.prefetch ? preconnect(server.PHOTO_PREFIX) : ''}${styles.join('')}</head>`)
      .replace(ROOT, `<div id="root" ${ROUTE_ATTRIBUTE}="${routeId}" ${STARTING_ATTRIBUTE}="">${inertForms}</div>`)
    const critical = takeDeferredStyles(await criticalCss.process(document))
    const config = bootConfig(`/${manifest[entry].file}`, modules, critical.styles, page.prefetch, server.PHOTO_PREFIX)
    // A page with data asks for its first photo from the <head> when the server wrote the data there:
    // as soon as the viewport is known (the photo's size depends on it), before the critical styles
    // (~50 KB the phone parses first).
    const head = config.request ? firstPhotoScriptElement(config) : ''
    if (head && !VIEWPORT.test(critical.html)) throw new Error(`${page.url}: no viewport <meta> to put the first photo after.`)
    const file = path.join(dist, page.file)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(
      file,
      critical.html.replace(VIEWPORT, (meta) => meta + head).replace('</body>', `${bootScriptElement(config)}</body>`),
    )
  }
  return pages.length
}

/** What a page's boot script shows of its first photos: the rule the app's screen applies (storage-url.ts). */
function bootPhotoRule(photo: 'card' | 'list' | 'gallery'): Pick<BootConfig, 'drawnWidth' | 'photoSizes'> {
  const replacement = { card: CARD_PHOTO.replacement, screen: SCREEN_PHOTO.replacement, large: '' }
  const sizes = (largest: 'card' | 'screen' | 'large') =>
    photoSizesUpTo(largest).map(({ size, covers }) => ({
      covers: Number.isFinite(covers) ? covers : 1e9,
      replacement: replacement[size],
    }))
  if (photo === 'list') return { drawnWidth: CARD_DRAWN_WIDTH, photoSizes: sizes('screen') }
  if (photo === 'gallery') return { drawnWidth: GALLERY_DRAWN_WIDTH, photoSizes: sizes('large') }
  return { drawnWidth: 0, photoSizes: sizes('card') }
}
