// The page's boot script: what a prerendered page runs before any of the app's code, inlined as its
// last element by web/prerender.ts (minified; the web server's Content-Security-Policy allows it by
// its hash). `boot` runs in the browser on its own: it may use nothing of this module but its
// argument (the prerender writes it out as text).
//
// 1. It takes the page's data from the page when the web server wrote it in (a page opened from
//    the network: web/server/boot-answer.ts), else asks for it at once (`request`, with the
//    address's id or the seller's the web server wrote); the app's public REST client takes that
//    answer (src/lib/page-start/prefetch.ts). It then shows the ads' photos in the loading cards
//    (window.__bootPhotos and img[data-boot-photo], src/ui/boot-photos.tsx); `firstPhoto`, in the
//    <head>, has already asked for the first one when the data was written in.
// 2. It starts the app once the page has painted and the first photo has arrived (at most
//    `photoFirstMs` after the paint): on a slow network the app's code and full stylesheets would
//    otherwise share the connection with the photo the visitor came for (the page's first paint
//    needs only the critical CSS inlined in <head>). It then asks for the stylesheets and all the
//    app's modules (modulepreload: no chain of requests; at most `preloadTaskMs` of it per task),
//    and once both are in applies the stylesheets and imports the entry (what the app renders next
//    is styled).
// A photo's address is publicImageUrl's with cardPhotoPath's or screenPhotoPath's rule, chosen as
// cardPhotoSize chooses (src/lib/server/storage-url.ts); an ad
// without photos shows its category's picture, as the app does (categoryPicture).
import { minifySync } from 'vite'
import { scriptJson } from './server/page-head.ts'
import { FIRST_PHOTO_ATTRIBUTE, type BootAnswer, type BootConfig, type DeferredStyle } from './boot-page.ts'
import type { PrefetchRequest } from '../src/lib/page-start/prefetch.ts'

export type { BootAnswer, BootConfig, DeferredStyle } from './boot-page.ts'

/** What choosing a page's photos takes of its boot settings. */
export type PhotoRule = Pick<
  BootConfig,
  'card' | 'cardExtension' | 'drawnWidth' | 'photoSizes' | 'photoPrefix' | 'categoryPicture' | 'categoryMark' | 'saverKey'
>

/**
 * The addresses of the photos the page shows first for the boot request's answer (an ad or a list),
 * in its order: '' where an ad has none to show. Runs in the browser on its own, in both scripts.
 */
export function photoUrls(c: PhotoRule, data: unknown): string[] {
  let saving = false
  try {
    const chosen = localStorage.getItem(c.saverKey)
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    saving = chosen !== null ? chosen === '1' : !!(connection && connection.saveData)
  } catch {
    // Storage refused: photos as usual.
  }
  const ads = (data ? (Array.isArray(data) ? data : [data]) : []) as Array<{
    imagens?: string[] | null
    categoria?: string
  } | null>
  return ads.map((ad) => {
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
}

/**
 * The page's first photo asked for from its <head>, when the web server wrote the page's data into
 * it: the request starts before the browser has read (and, on a slow phone, laid out) the body,
 * where the boot script then shows it (the same address: one download).
 */
export function firstPhoto(c: PhotoRule & { answerId: string }): void {
  try {
    const element = document.getElementById(c.answerId)
    const answer = element && (JSON.parse(element.textContent || '') as BootAnswer)
    const first = answer && answer.status === 200 ? photoUrls(c, JSON.parse(answer.text))[0] : ''
    if (!first) return
    const link = document.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', 'image')
    link.setAttribute('fetchpriority', 'high')
    link.crossOrigin = 'anonymous'
    link.href = first
    document.head.append(link)
  } catch {
    // Nothing written, or not readable: the boot script shows the photos as before.
  }
}

export function boot(c: BootConfig): void {
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
    // The answer the web server wrote into the page, when it is this very request's (bootRequestUrl).
    let inlined: BootAnswer | null = null
    try {
      const element = document.getElementById(c.answerId)
      inlined = element ? (JSON.parse(element.textContent || '') as BootAnswer) : null
    } catch {
      inlined = null
    }
    const answer =
      inlined && inlined.url === url && inlined.method === asked.method && inlined.body === (asked.body ?? '')
        ? Promise.resolve(new Response(inlined.text, { status: inlined.status, headers: inlined.headers }))
        : fetch(url, { method: asked.method, headers: asked.headers, body: asked.body })
    window.__prefetch = { [asked.method + ' ' + url + ' ' + (asked.body ?? '')]: answer }
    const settle = () => {
      photoSettled = true
      startWhenReady()
    }
    answer
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((data) => {
        const urls = photoUrls(c, data)
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

/** The scripts as the page's text, minified once; `__BOOT_CONFIG__` stands for their argument. */
const sources = new Map<string, string>()
const BOOT_CONFIG_MARK = '__BOOT_CONFIG__'

function scriptSource(name: string, run: (c: never) => void): string {
  let source = sources.get(name)
  if (!source) {
    const text = `const photoUrls = ${photoUrls.toString()};\nconst ${name} = ${run.toString()};\n${name}(${BOOT_CONFIG_MARK});\n`
    source = minifySync(`${name}.js`, text).code.trim()
    if (!source.includes(BOOT_CONFIG_MARK)) throw new Error(`The minified ${name} script lost its argument.`)
    sources.set(name, source)
  }
  return source
}

/** The page's boot script element: `boot` called with `config`. */
export function bootScriptElement(config: BootConfig): string {
  return `<script type="module">${scriptSource('boot', boot).replace(BOOT_CONFIG_MARK, () => scriptJson(config))}</script>`
}

/** The <head>'s script that asks for the first photo (firstPhoto) with the page's photo rule. */
export function firstPhotoScriptElement(config: BootConfig): string {
  const rule = {
    answerId: config.answerId,
    card: config.card,
    cardExtension: config.cardExtension,
    drawnWidth: config.drawnWidth,
    photoSizes: config.photoSizes,
    photoPrefix: config.photoPrefix,
    categoryPicture: config.categoryPicture,
    categoryMark: config.categoryMark,
    saverKey: config.saverKey,
  }
  return `<script ${FIRST_PHOTO_ATTRIBUTE}>${scriptSource('firstPhoto', firstPhoto).replace(BOOT_CONFIG_MARK, () => scriptJson(rule))}</script>`
}
