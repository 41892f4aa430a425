// The page's boot script: what a prerendered page runs before any of the app's code, inlined as its
// last element by web/prerender.ts (minified; the web server's Content-Security-Policy allows it by
// its hash). `boot` runs in the browser on its own: it may use nothing of this module but its
// argument (the prerender writes it out as text).
//
// 1. It asks for the page's data at once (`request`, with the address's id or the seller's the web
//    server wrote; the app's public REST client takes that answer, src/lib/prefetch.ts) and, when it arrives, shows the ads' photos in the loading cards
//    (window.__bootPhotos and img[data-boot-photo], src/ui/boot-photos.tsx).
// 2. It starts the app once the page has painted and the first photo has arrived (at most
//    `photoFirstMs` after the paint): on a slow network the app's code and full stylesheets would
//    otherwise share the connection with the photo the visitor came for (the page's first paint
//    needs only the critical CSS inlined in <head>). It then asks for the stylesheets and all the
//    app's modules (modulepreload: no chain of requests; at most `preloadTaskMs` of it per task),
//    and once both are in applies the stylesheets and imports the entry (what the app renders next
//    is styled).
// A photo's address is publicImageUrl's with cardPhotoPath's or screenPhotoPath's rule, chosen as
// cardPhotoSize chooses (src/lib/storage-url.ts); an ad
// without photos shows its category's picture, as the app does (categoryPicture).
import { minifySync } from 'vite'
import type { PrefetchRequest } from '../src/lib/prefetch.ts'
import { scriptJson } from './server/page-head.ts'

export interface DeferredStyle {
  href: string
  crossOrigin: boolean
}

export interface BootConfig {
  /** The app's entry module. */
  entry: string
  /** Every module the page's start needs, preloaded in this order. */
  modules: string[]
  styles: DeferredStyle[]
  /** The page's data (`%7Bid%7D` in the URL: the address's last part). */
  request?: PrefetchRequest
  /** A shared "Perto de mim" link's request, with marks for the point and radius. */
  near?: {
    request: PrefetchRequest
    mark: { latitude: number; longitude: number; km: number }
    radii: readonly number[]
    defaultKm: number
  }
  /** The attribute of <html> where the web server writes a shared city link's point (`lat,lng`). */
  nearAttribute: string
  /** The attribute of <html> where the web server writes a seller's id (`%7Bseller%7D` in the URL). */
  sellerAttribute: string
  /** Show the photos' small versions (a loading card) rather than the photos. */
  card: boolean
  /** The part of a photo's name that a version's name replaces. */
  cardExtension: string
  /**
   * The page's rule for its first photos (storage-url.ts's photoSizeOnScreen): drawn at most
   * `drawnWidth` CSS px wide, they take the first of `photoSizes` that covers as many device
   * pixels; `replacement` '' is the photo itself.
   */
  drawnWidth: number
  photoSizes: Array<{ covers: number; replacement: string }>
  photoPrefix: string
  categoryPicture: string
  categoryMark: string
  /** Where "Economia de dados" is kept (src/lib/data-saver.ts): when on, no photo downloads. */
  saverKey: string
  /** The loading cards' <img> attribute holding the photo's index. */
  slot: string
  /** Dispatched on window once window.__bootPhotos is set. */
  event: string
  photoFirstMs: number
  startAnywayMs: number
  preloadTaskMs: number
}

export function boot(c: BootConfig): void {
  let saving = false
  try {
    const chosen = localStorage.getItem(c.saverKey)
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    saving = chosen !== null ? chosen === '1' : !!(connection && connection.saveData)
  } catch {
    // Storage refused: photos as usual.
  }
  let painted = false
  let photoSettled = true
  let started = false
  const start = () => {
    if (started) return
    started = true
    window.__bootModules = c.modules
    // In steps, each its own task of at most `preloadTaskMs`: a link costs a slow phone a few
    // milliseconds, and a page has dozens (the home's 16 stylesheets took one 100 ms task).
    const inSteps = (steps: Array<() => void>, from: number) => {
      const until = performance.now() + c.preloadTaskMs
      let next = from
      while (next < steps.length && (next === from || performance.now() < until)) steps[next++]()
      if (next < steps.length) setTimeout(() => inSteps(steps, next), 0)
    }
    // The stylesheets apply together, once all are in: one by one, the cascade would pass through
    // orders the page was not made for (a component's styles before the page's), and the page
    // would move. Each is fetched at a stylesheet's priority (preload) and read without applying
    // (media print) until then — and until the modules are in too: the restyle (the whole page,
    // the critical CSS already drew it) then runs on a quiet phone, not while its other cores
    // compile the modules (on a two-core host it took 3–7 times its CPU time then). Then the app's
    // entry is imported (what it renders next is styled).
    const links: HTMLLinkElement[] = []
    // A browser without modulepreload (Safari before 17) never says a module is in: only the
    // stylesheets are waited for there.
    const preloadsModules = document.createElement('link').relList.supports('modulepreload')
    let unsettled = c.styles.length + (preloadsModules ? c.modules.length : 0)
    const applyAndImport = () => {
      for (const link of links) link.media = 'all'
      void import(/* @vite-ignore */ c.entry)
    }
    const settled = () => {
      if (--unsettled === 0) applyAndImport()
    }
    const addStyle = (style: DeferredStyle) => {
      const preload = document.createElement('link')
      preload.rel = 'preload'
      preload.as = 'style'
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.media = 'print'
      for (const element of [preload, link]) {
        if (style.crossOrigin) element.crossOrigin = ''
        element.href = style.href
      }
      link.onload = link.onerror = settled
      links.push(link)
      document.head.append(preload, link)
    }
    const addModule = (href: string) => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      if (preloadsModules) link.onload = link.onerror = settled
      document.head.append(link)
    }
    if (unsettled === 0) applyAndImport()
    inSteps([...c.styles.map((style) => () => addStyle(style)), ...c.modules.map((href) => () => addModule(href))], 0)
  }
  const startWhenReady = () => {
    if (painted && photoSettled) start()
  }
  const nearRequest = (): PrefetchRequest | null => {
    const asked = new URLSearchParams(location.search)
    const byCity = asked.has('city')
    if (!c.near || ![...asked.keys()].every((k) => k === 'km' || k === (byCity ? 'city' : 'near'))) return null
    const written = byCity ? document.documentElement.getAttribute(c.nearAttribute) : asked.get('near')
    const point = (written || '').split(',').map(Number)
    const km = asked.has('km') ? Number(asked.get('km')) : c.near.defaultKm
    if (point.length !== 2 || !point.every(Number.isFinite) || !c.near.radii.includes(km)) return null
    const round = (x: number) => Math.round(x * 100) / 100
    const m = c.near.mark
    const q = c.near.request
    const body = (q.body ?? '')
      .replace(String(m.latitude), String(round(point[0])))
      .replace(String(m.longitude), String(round(point[1])))
      .replace('"km":' + m.km, '"km":' + km)
    return { ...q, body }
  }
  const seller = document.documentElement.getAttribute(c.sellerAttribute)
  const request = !location.search ? c.request : nearRequest()
  // A seller's page served without the seller's id (a static host): the app asks.
  const asked = request && (seller || request.url.indexOf('%7Bseller%7D') < 0) ? request : null
  if (asked) {
    photoSettled = false
    const url = asked.url
      .replace('%7Bid%7D', encodeURIComponent(location.pathname.split('/').pop() ?? ''))
      .replace('%7Bseller%7D', encodeURIComponent(seller ?? ''))
    const answer = fetch(url, { method: asked.method, headers: asked.headers, body: asked.body })
    window.__prefetch = { [asked.method + ' ' + url + ' ' + (asked.body ?? '')]: answer }
    const settle = () => {
      photoSettled = true
      startWhenReady()
    }
    answer
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((data) => {
        const ads: Array<{ imagens?: string[] | null; categoria?: string } | null> = data
          ? Array.isArray(data)
            ? data
            : [data]
          : []
        const urls = ads.map((ad) => {
          let path = ad && ad.imagens && ad.imagens[0]
          // With "Economia de dados" on, the category's picture holds a photo's place, as in the app.
          if (!path || saving)
            return ad && ad.categoria ? c.categoryPicture.replace(c.categoryMark, encodeURIComponent(ad.categoria)) : ''
          // The size the app will show on this screen (photoSizeOnScreen), so it downloads once.
          const need = Math.min(window.innerWidth, c.drawnWidth) * (window.devicePixelRatio || 1)
          let replacement = ''
          for (const size of c.photoSizes) {
            replacement = size.replacement
            if (need <= size.covers) break
          }
          if (c.card && replacement) path = path.replace(new RegExp(c.cardExtension), replacement)
          return c.photoPrefix + path.split('/').map(encodeURIComponent).join('/')
        })
        window.__bootPhotos = { path: location.pathname, urls }
        let first: HTMLImageElement | null = null
        for (const img of document.querySelectorAll<HTMLImageElement>('img[' + c.slot + ']')) {
          const index = +(img.getAttribute(c.slot) ?? -1)
          const src = urls[index]
          if (!src || img.getAttribute('src')) continue
          img.onerror = () => {
            img.style.visibility = 'hidden'
          }
          img.src = src
          if (index === 0) first = first || img
        }
        dispatchEvent(new Event(c.event))
        const firstImage = first as HTMLImageElement | null
        if (firstImage && !firstImage.complete) {
          firstImage.addEventListener('load', settle)
          firstImage.addEventListener('error', settle)
        } else settle()
      })
      .catch(settle)
  }
  const afterPaint = () => {
    painted = true
    startWhenReady()
    setTimeout(() => {
      photoSettled = true
      startWhenReady()
    }, c.photoFirstMs)
  }
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) afterPaint()
  else {
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length) {
          observer.disconnect()
          setTimeout(afterPaint, 0)
        }
      }).observe({ type: 'paint', buffered: true })
    } catch {
      afterPaint()
    }
  }
  setTimeout(start, c.startAnywayMs)
}

/** `boot` as the page's text, minified once; `__BOOT_CONFIG__` stands for its argument. */
let bootSource: string | undefined
const BOOT_CONFIG_MARK = '__BOOT_CONFIG__'

/** The page's boot script element: `boot` called with `config`. */
export function bootScriptElement(config: BootConfig): string {
  bootSource ??= minifySync('boot.js', `const boot = ${boot.toString()};\nboot(${BOOT_CONFIG_MARK});\n`).code.trim()
  if (!bootSource.includes(BOOT_CONFIG_MARK)) throw new Error('The minified boot script lost its argument.')
  return `<script type="module">${bootSource.replace(BOOT_CONFIG_MARK, () => scriptJson(config))}</script>`
}

/** A prerendered page's boot script settings (null: a page without one, e.g. shell.html). */
export function bootConfigOf(html: string): BootConfig | null {
  const match = /\((\{"entry".*?\})\);?<\/script>/s.exec(html)
  return match ? (JSON.parse(match[1]) as BootConfig) : null
}
