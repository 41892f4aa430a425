// Writes every public page as HTML at build time, so it paints before any JavaScript runs (run by
// vite.config.ts after the client build and before the service worker is built, so the pages are
// precached too). Each page gets the app's HTML for its route, signed out, and preloads its
// screen's code and styles; the browser then attaches the app to it (src/main.tsx).
// `shell.html` — the template with an empty root — answers every other address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { ROUTE_ATTRIBUTE, STARTING_ATTRIBUTE } from '../src/ui/prerendered.ts'
import { entryKey, readBuildManifest, staticClosure } from './build-manifest.ts'

const ROOT = '<div id="root"><!--app--></div>'

/** JSON for a <script>: nothing in it can close the script. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page's boot script. It asks for the page's data at once (`prefetch`: the app's public REST
 * client takes that answer, src/lib/prefetch.ts) and for the photo of the first ad in it, so both
 * travel while the app's code does. It starts the app only after the browser has painted the page:
 * Chrome otherwise runs an already-downloaded entry before its first paint, and on a slow phone on
 * a slow network the page's code would compete with the HTML and CSS. Once painted, the page asks
 * for all its modules at once (modulepreload: no chain of requests) and starts the entry.
 * The photo's address mirrors publicImageUrl and cardPhotoPath (src/lib/storage-url.ts).
 */
function bootScript(entry: string, modules: string[], prefetch: Prefetch | undefined, photoPrefix: string): string {
  const fetchData = prefetch
    ? `if(!location.search){const q=${scriptJson(prefetch.request)},u=q.url.replace('%7Bid%7D',encodeURIComponent(location.pathname.split('/').pop())),` +
      `r=fetch(u,{method:q.method,headers:q.headers,body:q.body});(window.__prefetch={})[q.method+' '+u+' '+(q.body??'')]=r;` +
      `r.then(x=>x.ok?x.clone().json():null).then(d=>{const a=Array.isArray(d)?d[0]:d;let p=a&&a.imagens&&a.imagens[0];if(!p)return;` +
      (prefetch.photo === 'card' ? `p=p.replace(/(\\.[^./]+)?$/,'.card.webp');` : '') +
      `const i=new Image();i.crossOrigin='anonymous';i.fetchPriority='high';i.src=${scriptJson(photoPrefix)}+p.split('/').map(encodeURIComponent).join('/')}).catch(()=>{})}`
    : ''
  const start =
    `const m=${scriptJson(modules)},e=${scriptJson(entry)};let s=!1;const go=()=>{if(s)return;s=!0;for(const h of m){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}import(e)};` +
    `if(document.visibilityState==='hidden'||performance.getEntriesByName('first-contentful-paint').length)go();` +
    `else{try{new PerformanceObserver((l,o)=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),setTimeout(go,0))}).observe({type:'paint',buffered:!0})}catch{go()}setTimeout(go,3000)}`
  return `<script type="module">${fetchData}${start}</script>`
}

interface Prefetch {
  request: { method: string; url: string; headers: Record<string, string>; body?: string }
  photo: 'card' | 'large'
}

interface ServerEntry {
  render(url: string): Promise<{ html: string; routeId: string; status: number }>
  pagesToPrerender(): Promise<Array<{ url: string; file: string; screen: string; preload?: string[]; prefetch?: Prefetch }>>
  PHOTO_PREFIX: string
}

export async function prerender({ dist, serverEntry }: { dist: string; serverEntry: string }): Promise<number> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!template.includes(ROOT)) throw new Error(`index.html must hold ${ROOT} for the prerender.`)
  writeFileSync(path.join(dist, 'shell.html'), template.replace(ROOT, '<div id="root"></div>'))

  const manifest = readBuildManifest(dist)
  const entry = entryKey(manifest)
  const atStart = staticClosure(manifest, [entry])
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
    const styles = [...new Set(screen.flatMap((key) => manifest[key].css ?? []))].map(
      (css) => `<link rel="stylesheet" href="/${css}">`,
    )
    const modules = [...atStart, ...screen].map((key) => `/${manifest[key].file}`)
    // Until the app has started (src/main.tsx), forms are inert — a tap must not submit one natively
    // (a password would end up in the address) nor type into what the app then replaces — and
    // controls take no taps (STARTING_ATTRIBUTE, src/ui/global.css).
    const inertForms = html.replace(/<form /g, '<form inert="" ')
    const document = withoutEntry
      .replace('</head>', `${styles.join('')}</head>`)
      .replace('</body>', `${bootScript(`/${manifest[entry].file}`, modules, page.prefetch, server.PHOTO_PREFIX)}</body>`)
      .replace(ROOT, `<div id="root" ${ROUTE_ATTRIBUTE}="${routeId}" ${STARTING_ATTRIBUTE}="">${inertForms}</div>`)
    const file = path.join(dist, page.file)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, await criticalCss.process(document))
  }
  return pages.length
}
