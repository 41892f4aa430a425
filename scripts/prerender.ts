// Writes every public page as HTML at build time, so it paints before any JavaScript runs (run by
// vite.config.ts after the client build and before the service worker is built, so the pages are
// precached too). Each page gets the app's HTML for its route, signed out, and preloads its
// screen's code and styles; the browser then attaches the app to it (src/main.tsx).
// `shell.html` — the template with an empty root — answers every other address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import {
  BOOT_PHOTO_ATTRIBUTE,
  BOOT_PHOTOS_EVENT,
  categoryPicture,
  ROUTE_ATTRIBUTE,
  STARTING_ATTRIBUTE,
} from '../src/ui/prerendered.ts'
import { OG_IMAGE } from '../server/ad-page.ts'
import { scriptJson, pageWithHead, type PageHead } from '../server/page-head.ts'
import { CARD_PHOTO } from '../src/lib/storage-url.ts'
import { entryKey, readBuildManifest, staticClosure } from './build-manifest.ts'

/** The site's public address, for the absolute links shared pages need (canonical, preview picture). */
const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/+$/, '')

/**
 * A prerendered page's own head. Its picture: an SVG illustration becomes the JPEG the web server
 * makes from it (/og/imagem/…, server/app-server.ts); a PNG is used as it is.
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

/**
 * The page's boot script (run as the HTML's last element, before any of the app's code):
 * 1. It asks for the page's data at once (`request`; the app's public REST client takes that
 *    answer, src/lib/prefetch.ts) and, when it arrives, shows the ads' photos in the loading cards
 *    (window.__bootPhotos and img[data-boot-photo], src/ui/boot-photos.tsx).
 * 2. It starts the app once the page has painted and the first photo has arrived (at most
 *    PHOTO_FIRST_MS after the paint): on a slow network the app's code and full stylesheets would
 *    otherwise share the connection with the photo the visitor came for (the page's first paint
 *    needs only the critical CSS inlined in <head>). It then asks for the stylesheets and all the
 *    app's modules (modulepreload: no chain of requests; at most PRELOAD_TASK_MS per task) and
 *    imports the entry once the stylesheets are in (what the app renders next is styled).
 * A photo's address is publicImageUrl's with cardPhotoPath's rule (src/lib/storage-url.ts); an ad without
 * photos shows its category's picture, as the app does (categoryPicture, src/ui/prerendered.ts).
 */
function bootScript(
  entry: string,
  modules: string[],
  styles: DeferredStyle[],
  prefetch: Prefetch | undefined,
  photoPrefix: string,
): string {
  const config = {
    entry,
    modules,
    styles,
    request: prefetch?.request,
    near: prefetch?.near,
    card: prefetch?.photo === 'card',
    cardExtension: CARD_PHOTO.extension.source,
    cardReplacement: CARD_PHOTO.replacement,
    photoPrefix,
    categoryPicture: categoryPicture(CATEGORY_MARK),
    categoryMark: CATEGORY_MARK,
    slot: BOOT_PHOTO_ATTRIBUTE,
    event: BOOT_PHOTOS_EVENT,
    photoFirstMs: PHOTO_FIRST_MS,
    startAnywayMs: START_ANYWAY_MS,
    preloadTaskMs: PRELOAD_TASK_MS,
  }
  return `<script type="module">(${BOOT.replace(/\n\s*/g, '')})(${scriptJson(config)})</script>`
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

const BOOT = `(c) => {
  let painted = false, photoSettled = true, started = false;
  const start = () => {
    if (started) return;
    started = true;
    const styled = c.styles.map((style) => new Promise((done) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet'; if (style.crossOrigin) link.crossOrigin = ''; link.href = style.href;
      link.onload = link.onerror = done;
      document.head.append(link);
    }));
    const preload = (from) => {
      const until = performance.now() + c.preloadTaskMs;
      let next = from;
      while (next < c.modules.length && (next === from || performance.now() < until)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = c.modules[next++];
        document.head.append(link);
      }
      if (next < c.modules.length) setTimeout(() => preload(next), 0);
    };
    preload(0);
    Promise.all(styled).then(() => import(c.entry));
  };
  const startWhenReady = () => { if (painted && photoSettled) start(); };
  const nearRequest = () => {
    const asked = new URLSearchParams(location.search);
    const byCity = asked.has('city');
    if (!c.near || ![...asked.keys()].every((k) => k === 'km' || k === (byCity ? 'city' : 'near'))) return null;
    const point = ((byCity ? document.documentElement.dataset.near : asked.get('near')) || '').split(',').map(Number);
    const km = asked.has('km') ? Number(asked.get('km')) : c.near.defaultKm;
    if (point.length !== 2 || !point.every(Number.isFinite) || !c.near.radii.includes(km)) return null;
    const round = (x) => Math.round(x * 100) / 100;
    const m = c.near.mark, q = c.near.request;
    const body = q.body.replace(String(m.latitude), String(round(point[0]))).replace(String(m.longitude), String(round(point[1]))).replace('"km":' + m.km, '"km":' + km);
    return { ...q, body };
  };
  const asked = !location.search ? c.request : nearRequest();
  if (asked) {
    photoSettled = false;
    const q = asked;
    const url = q.url.replace('%7Bid%7D', encodeURIComponent(location.pathname.split('/').pop()));
    const answer = fetch(url, { method: q.method, headers: q.headers, body: q.body });
    (window.__prefetch = {})[q.method + ' ' + url + ' ' + (q.body ?? '')] = answer;
    const settle = () => { photoSettled = true; startWhenReady(); };
    answer.then((r) => (r.ok ? r.clone().json() : null)).then((data) => {
      const ads = data ? (Array.isArray(data) ? data : [data]) : [];
      const urls = ads.map((ad) => {
        let path = ad && ad.imagens && ad.imagens[0];
        if (!path) return ad && ad.categoria ? c.categoryPicture.replace(c.categoryMark, encodeURIComponent(ad.categoria)) : '';
        if (c.card) path = path.replace(new RegExp(c.cardExtension), c.cardReplacement);
        return c.photoPrefix + path.split('/').map(encodeURIComponent).join('/');
      });
      window.__bootPhotos = { path: location.pathname, urls };
      let first = null;
      for (const img of document.querySelectorAll('img[' + c.slot + ']')) {
        const index = +img.getAttribute(c.slot), src = urls[index];
        if (!src || img.getAttribute('src')) continue;
        img.onerror = () => { img.style.visibility = 'hidden'; };
        img.src = src;
        if (index === 0) first = first || img;
      }
      dispatchEvent(new Event(c.event));
      if (first && !first.complete) {
        first.addEventListener('load', settle);
        first.addEventListener('error', settle);
      } else settle();
    }).catch(settle);
  }
  const afterPaint = () => {
    painted = true;
    startWhenReady();
    setTimeout(() => { photoSettled = true; startWhenReady(); }, c.photoFirstMs);
  };
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) afterPaint();
  else {
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); setTimeout(afterPaint, 0); }
      }).observe({ type: 'paint', buffered: true });
    } catch { afterPaint(); }
  }
  setTimeout(start, c.startAnywayMs);
}`

/** The API's connection opens while the page loads: the boot script's first request does not wait for it. */
const preconnect = (apiUrl: string) => `<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin>`

interface DeferredStyle {
  href: string
  crossOrigin: boolean
}

// How Beasties (preload: 'media') links a stylesheet the first paint does not need; its
// <noscript> copy stays for browsers without JavaScript.
const DEFERRED_STYLE = /<link rel="stylesheet"( crossorigin)? href="([^"]+)" media="print" onload="this.media='all'">/g

/** The page's stylesheets that load without blocking its first paint: the boot script loads them instead. */
function takeDeferredStyles(html: string): { html: string; styles: DeferredStyle[] } {
  const styles = [...html.matchAll(DEFERRED_STYLE)].map(([, crossOrigin, href]) => ({ href, crossOrigin: Boolean(crossOrigin) }))
  if (styles.length === 0) throw new Error('Beasties left no deferred stylesheet: its output has an unexpected form.')
  return { html: html.replace(DEFERRED_STYLE, ''), styles }
}

interface Prefetch {
  request: { method: string; url: string; headers: Record<string, string>; body?: string }
  photo: 'card' | 'large'
  /** A shared "Perto de mim" link's request, with marks for the point and radius (src/entry-server.tsx). */
  near?: {
    request: Prefetch['request']
    mark: { latitude: number; longitude: number; km: number }
    radii: readonly number[]
    defaultKm: number
  }
}

interface ServerEntry {
  render(url: string): Promise<{ html: string; routeId: string; status: number }>
  pagesToPrerender(): Promise<
    Array<{
      url: string
      file: string
      screen: string
      preload?: string[]
      prefetch?: Prefetch
      head?: { title: string; description: string; image?: { path: string; alt: string } }
    }>
  >
  PHOTO_PREFIX: string
}

export async function prerender({ dist, serverEntry }: { dist: string; serverEntry: string }): Promise<number> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!template.includes(ROOT)) throw new Error(`index.html must hold ${ROOT} for the prerender.`)
  const manifest = readBuildManifest(dist)
  const entry = entryKey(manifest)
  if (!manifest[entry].dynamicImports?.includes(APP_CODE)) throw new Error(`The entry no longer imports ${APP_CODE}.`)
  const atStart = staticClosure(manifest, [entry, APP_CODE])
  const startStyles = (manifest[APP_CODE].css ?? []).map((css) => `<link rel="stylesheet" href="/${css}">`)
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
    logLevel: 'warn',
  })
  const pages = await server.pagesToPrerender()
  for (const page of pages) {
    const { html, routeId, status } = await server.render(page.url)
    if (status !== 200) throw new Error(`Prerendering ${page.url} answered ${status}.`)
    const screen = [...staticClosure(manifest, [page.screen, ...(page.preload ?? [])])].filter((key) => !atStart.has(key))
    const styles = [
      ...startStyles,
      ...[...new Set(screen.flatMap((key) => manifest[key].css ?? []))].map((css) => `<link rel="stylesheet" href="/${css}">`),
    ]
    const modules = [...atStart, ...screen].map((key) => `/${manifest[key].file}`)
    // Until the app has started (src/main.tsx), forms are inert — a tap must not submit one natively
    // (a password would end up in the address) nor type into what the app then replaces — and
    // controls take no taps (STARTING_ATTRIBUTE, src/ui/global.css). Searches are the exception:
    // GET forms whose native submission is the very address the app would go to.
    const inertForms = html.replace(/<form (?![^>]*method="get")/g, '<form inert="" ')
    const document = (page.head ? pageWithHead(withoutEntry, ownHead(page.url, page.head)) : withoutEntry)
      .replace('</head>', `${page.prefetch ? preconnect(server.PHOTO_PREFIX) : ''}${styles.join('')}</head>`)
      .replace(ROOT, `<div id="root" ${ROUTE_ATTRIBUTE}="${routeId}" ${STARTING_ATTRIBUTE}="">${inertForms}</div>`)
    const critical = takeDeferredStyles(await criticalCss.process(document))
    const boot = bootScript(`/${manifest[entry].file}`, modules, critical.styles, page.prefetch, server.PHOTO_PREFIX)
    const file = path.join(dist, page.file)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, critical.html.replace('</body>', `${boot}</body>`))
  }
  return pages.length
}
