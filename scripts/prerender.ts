// Writes every public page as HTML at build time, so it paints before any JavaScript runs (run by
// vite.config.ts after the client build and before the service worker is built, so the pages are
// precached too). Each page gets the app's HTML for its route, signed out, and preloads its
// screen's code and styles; the browser then attaches the app to it (src/main.tsx).
// `shell.html` — the template with an empty root — answers every other address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { entryKey, readBuildManifest, staticClosure } from './build-manifest.ts'

const ROOT = '<div id="root"><!--app--></div>'

/**
 * A prerendered page starts the app only after the browser has painted it. Chrome otherwise runs an
 * already-downloaded entry before its first paint, and on a slow phone on a slow network the page's
 * own code would compete with the HTML and CSS for the connection. Once painted, the page asks for
 * all its modules at once (modulepreload: no chain of requests) and starts the entry.
 */
function startAfterFirstPaint(entry: string, modules: string[]): string {
  const boot = `const m=${JSON.stringify(modules)},e=${JSON.stringify(entry)};let s=!1;const go=()=>{if(s)return;s=!0;for(const h of m){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}import(e)};if(document.visibilityState==='hidden'||performance.getEntriesByName('first-contentful-paint').length)go();else{try{new PerformanceObserver((l,o)=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),setTimeout(go,0))}).observe({type:'paint',buffered:!0})}catch{go()}setTimeout(go,3000)}`
  return `<script type="module">${boot}</script>`
}

interface ServerEntry {
  render(url: string): Promise<{ html: string; routeId: string; status: number }>
  pagesToPrerender(): Array<{ url: string; file: string; screen: string }>
}

export async function prerender({ dist, serverEntry }: { dist: string; serverEntry: string }): Promise<number> {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!template.includes(ROOT)) throw new Error(`index.html must hold ${ROOT} for the prerender.`)
  writeFileSync(path.join(dist, 'shell.html'), template.replace(ROOT, '<div id="root"></div>'))

  const manifest = readBuildManifest(dist)
  const entry = entryKey(manifest)
  const atStart = staticClosure(manifest, [entry])
  // The prerendered pages start their code themselves (startAfterFirstPaint), not from <head>.
  const withoutEntry = template
    .replace(`<script type="module" crossorigin src="/${manifest[entry].file}"></script>`, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
  if (withoutEntry.includes(manifest[entry].file)) throw new Error('The entry <script> of index.html has an unexpected form.')
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

  const pages = server.pagesToPrerender()
  for (const page of pages) {
    const { html, routeId, status } = await server.render(page.url)
    if (status !== 200) throw new Error(`Prerendering ${page.url} answered ${status}.`)
    const screen = [...staticClosure(manifest, [page.screen])].filter((key) => !atStart.has(key))
    const styles = [...new Set(screen.flatMap((key) => manifest[key].css ?? []))].map(
      (css) => `<link rel="stylesheet" href="/${css}">`,
    )
    const modules = [...atStart, ...screen].map((key) => `/${manifest[key].file}`)
    // Until the app has started (src/main.tsx), forms are inert — a tap must not submit one natively
    // (a password would end up in the address) nor type into what the app then replaces — and
    // controls take no taps (data-starting, src/ui/global.css).
    const inertForms = html.replace(/<form /g, '<form inert="" ')
    const document = withoutEntry
      .replace('</head>', `${styles.join('')}</head>`)
      .replace('</body>', `${startAfterFirstPaint(`/${manifest[entry].file}`, modules)}</body>`)
      .replace(ROOT, `<div id="root" data-route="${routeId}" data-starting="">${inertForms}</div>`)
    const file = path.join(dist, page.file)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, document)
  }
  return pages.length
}
