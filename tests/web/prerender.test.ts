import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootConfigOf } from '../../web/boot-page.ts'
import { APP_ORIGINS_FILE } from '../../web/contract.ts'
import { prerender } from '../../web/prerender.ts'

// The prerender turns the client build's index.html into one page per public route: the app's
// HTML in #root, the screen's styles linked, the code started only after the first paint, forms
// inert until the app has started; and a neutral shell for every other address.
let dist: string

const TEMPLATE = `<!doctype html>
<html lang="pt-BR" data-mantine-color-scheme="light">
  <head>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
  </body>
</html>`

const MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    dynamicImports: ['src/app-code.ts', 'src/offline/index.ts'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  // The app's code, which the entry imports once React is in (src/main.tsx).
  'src/app-code.ts': {
    file: 'assets/app-code-A1.js',
    imports: ['_react-R1.js', '_layout-L1.js'],
    css: ['assets/app-code-C5.css'],
  },
  '_layout-L1.js': { file: 'assets/layout-L1.js' },
  // Background work: never part of a page's start.
  'src/offline/index.ts': { file: 'assets/offline-O1.js' },
  'src/features/home/index.ts': {
    file: 'assets/home-H1.js',
    imports: ['_react-R1.js', '_card-K1.js'],
    css: ['assets/home-C2.css'],
  },
  '_card-K1.js': { file: 'assets/card-K1.js', css: ['assets/card-C3.css'] },
}

const SERVER_ENTRY = `
export const PHOTO_PREFIX = 'https://abcd.supabase.co/storage/v1/object/public/imagens/'
export const APP_ORIGINS = { supabase: 'https://abcd.supabase.co', geocoder: 'https://geo.exemplo.br/search', cep: 'https://cep.exemplo.br/{cep}', tiles: 'https://tiles.exemplo.br/{z}/{x}/{y}.png' }
export function pagesToPrerender() {
  return [
    { url: '/', file: 'index.html', screen: 'src/features/home/index.ts' },
    { url: '/informativos/horta', file: 'informativos/horta.html', screen: 'src/features/home/index.ts' },
  ]
}
export async function render(url) {
  return { html: '<main><h1>' + url + '</h1><form class="busca"><input name="q"></form></main>', routeId: url === '/' ? '/' : '/informativos/$slug', status: 200 }
}`

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'campo-prerender-'))
  await mkdir(path.join(dist, '.vite'), { recursive: true })
  await writeFile(path.join(dist, 'index.html'), TEMPLATE)
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  await writeFile(path.join(dist, 'entry-server.mjs'), SERVER_ENTRY)
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'assets', 'index-C1.css'), 'h1{font-size:2rem}.unused{color:red}')
  await writeFile(path.join(dist, 'assets', 'home-C2.css'), '.busca{display:flex}')
  await writeFile(path.join(dist, 'assets', 'card-C3.css'), '.card{border:1px solid}')
  await writeFile(path.join(dist, 'assets', 'app-code-C5.css'), '.header{display:flex}')
  expect(await prerender({ dist, serverEntry: path.join(dist, 'entry-server.mjs') })).toBe(2)
})

afterAll(() => rm(dist, { recursive: true, force: true }))

const page = (file: string) => readFile(path.join(dist, file), 'utf8')

describe('prerender', () => {
  it('puts the route’s HTML in #root, saying which route it is, with forms inert until the app starts', async () => {
    const home = await page('index.html')
    expect(home).toMatch(/<div id="root" data-route="\/" data-starting(="")?><main><h1>\/<\/h1><form inert(="")? class="busca">/)
    const article = await page('informativos/horta.html')
    expect(article).toContain('data-route="/informativos/$slug"')
  })

  it('inlines the critical CSS; the boot script, not <head>, loads the stylesheets and the code', async () => {
    const home = await page('index.html')
    const head = home.slice(0, home.indexOf('</head>'))
    expect(head).toMatch(/<style>[^<]*h1\{font-size:2rem\}[^<]*\.busca\{display:flex\}[^<]*<\/style>/)
    expect(head).not.toContain('.unused')
    // Stylesheets only in <noscript> (for browsers without JavaScript); no script, no modulepreload.
    expect(head.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"')
    expect(head).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-C1.css"></noscript>')
    expect(head).not.toContain('<script')
    expect(head).not.toContain('modulepreload')
    const boot = home.slice(home.indexOf('</div>'))
    for (const asset of [
      '/assets/index-E1.js',
      '/assets/react-R1.js',
      '/assets/home-H1.js',
      '/assets/card-K1.js',
      '/assets/home-C2.css',
      '/assets/app-code-A1.js',
      '/assets/layout-L1.js',
      '/assets/app-code-C5.css',
    ]) {
      expect(boot).toContain(`"${asset}"`)
    }
    expect(boot).not.toContain('offline-O1.js')
  })

  it('the boot script is one minified inline script whose settings can be read back', async () => {
    const home = await page('index.html')
    expect(home.match(/<script\b/g)).toHaveLength(1)
    const config = bootConfigOf(home)
    expect(config?.entry).toBe('/assets/index-E1.js')
    expect(config?.nearAttribute).toBe('data-near')
    expect(home).not.toMatch(/<script type="module">[^<]*\n/)
  })

  it("records the services the build connects to, for the web server's policy", async () => {
    expect(JSON.parse(await readFile(path.join(dist, APP_ORIGINS_FILE), 'utf8'))).toMatchObject({
      supabase: 'https://abcd.supabase.co',
      tiles: 'https://tiles.exemplo.br/{z}/{x}/{y}.png',
    })
  })

  it('keeps a neutral shell (empty root, code started at once) for every other address', async () => {
    const shell = await page('shell.html')
    expect(shell).toContain('<div id="root"></div>')
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>')
    // The app's code is asked for with the entry, not once the entry has run.
    const head = shell.slice(0, shell.indexOf('</head>'))
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-code-A1.js">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/layout-L1.js">')
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-code-C5.css">')
    expect(head).not.toContain('offline-O1.js')
  })
})
