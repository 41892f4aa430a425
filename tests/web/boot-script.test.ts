// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { boot, firstPhoto, type BootConfig } from '../../web/boot-script'

const config = (over: Partial<BootConfig>): BootConfig => ({
  entry: '/assets/index-E.js',
  modules: [],
  styles: [],
  nearAttribute: 'data-near',
  sellerAttribute: 'data-seller',
  answerId: 'boot-answer',
  card: true,
  cardExtension: '\\.webp$',
  drawnWidth: 0,
  photoSizes: [{ covers: 1e9, replacement: '.card.webp' }],
  photoPrefix: '/fotos/',
  categoryPicture: '/images/categorias/CATEGORIA.svg',
  categoryMark: 'CATEGORIA',
  saverKey: 'economia-de-dados',
  slot: 'data-boot-photo',
  event: 'boot-photos',
  photoFirstMs: 1200,
  startAnywayMs: 100,
  preloadTaskMs: 4,
  ...over,
})

const applied = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.media === 'all')
const load = (selector: string) => document.head.querySelectorAll(selector).forEach((l) => l.dispatchEvent(new Event('load')))

function bootOneStyleTwoModules() {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  const modules = ['/assets/m0.js', '/assets/m1.js']
  const styles = [{ href: '/assets/s0.css', crossOrigin: false }]
  boot(config({ modules, styles, entry: 'data:text/javascript,export {}' }))
  vi.runAllTimers()
}

const links = (rel: string) => document.head.querySelectorAll(`link[rel="${rel}"]`).length

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.head.replaceChildren()
  document.body.replaceChildren()
  delete window.__bootModules
  delete window.__prefetch
  delete window.__bootPhotos
})

describe('the boot script starting the app', () => {
  it('adds the stylesheets’ and modules’ links over several tasks of at most preloadTaskMs, and hands the app its modules', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    // Each link takes the phone 1 ms: at most 4 per task.
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now++)
    const modules = Array.from({ length: 10 }, (_, i) => `/assets/m${i}.js`)
    const styles = Array.from({ length: 6 }, (_, i) => ({ href: `/assets/s${i}.css`, crossOrigin: false }))
    boot(config({ modules, styles }))

    vi.advanceTimersByTime(100)
    expect(window.__bootModules).toEqual(modules)
    const firstTask = links('stylesheet') + links('modulepreload')
    expect(firstTask).toBeGreaterThan(0)
    expect(firstTask).toBeLessThanOrEqual(4)

    vi.runAllTimers()
    expect(links('stylesheet')).toBe(styles.length)
    expect(links('preload')).toBe(styles.length)
    expect(links('modulepreload')).toBe(modules.length)
    // Fetched at once, applied only once all are in (media print until then).
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.media === 'print')).toBe(
      true,
    )
  })

  it('applies the stylesheets only once they and the modules are all in: the restyle comes after the modules are compiled, not during', () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload')
    bootOneStyleTwoModules()

    load('link[rel="stylesheet"]')
    expect(applied()).toEqual([false])
    load('link[rel="modulepreload"][href$="m0.js"]')
    expect(applied()).toEqual([false])
    // A module that could not be fetched does not hold the page: the app reports it when it imports.
    document.head.querySelector('link[href$="m1.js"]')?.dispatchEvent(new Event('error'))
    expect(applied()).toEqual([true])
  })

  it('in a browser without modulepreload (Safari before 17), which never says a module is in, waits for the stylesheets alone', () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false)
    bootOneStyleTwoModules()
    expect(applied()).toEqual([false])
    load('link[rel="stylesheet"]')
    expect(applied()).toEqual([true])
  })
})

describe('the page’s data written into it by the web server', () => {
  const request = { method: 'GET', url: 'https://api.example/rest/v1/anuncios?id=eq.%7Bid%7D', headers: {} }
  const ad = { id: 'a1', categoria: 'frutas', imagens: ['anuncios/u/a1/foto.webp'] }
  /** The ad page's frame with its loading photo and, when given, the server's answer. */
  function page(answer?: object) {
    window.history.replaceState(null, '', '/product/a1')
    document.body.innerHTML = `<img data-boot-photo="0">${
      answer ? `<script type="application/json" id="boot-answer">${JSON.stringify(answer)}</script>` : ''
    }`
  }
  const photosPlaced = () => new Promise((resolve) => window.addEventListener('boot-photos', resolve, { once: true }))
  const written = (url: string) => ({
    method: 'GET',
    url,
    body: '',
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    text: JSON.stringify([ad]),
  })

  it('takes the answer of its very request instead of asking, shows the photo from it, and hands the same answer to the app', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    page(written('https://api.example/rest/v1/anuncios?id=eq.a1'))
    const placed = photosPlaced()
    boot(config({ request, startAnywayMs: 1e6 }))
    await placed
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(document.querySelector('img')!.getAttribute('src')).toBe('/fotos/anuncios/u/a1/foto.card.webp')
    const key = 'GET https://api.example/rest/v1/anuncios?id=eq.a1 '
    expect(await (await window.__prefetch![key]).json()).toEqual([ad])
  })

  it('asks as before when the written answer is another request’s (another ad, or a page kept from elsewhere)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([ad]), { status: 200 }))
    page(written('https://api.example/rest/v1/anuncios?id=eq.a2'))
    const placed = photosPlaced()
    boot(config({ request, startAnywayMs: 1e6 }))
    await placed
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://api.example/rest/v1/anuncios?id=eq.a1',
      expect.objectContaining({ method: 'GET' }),
    )
  })

  it("the <head>'s script asks for the first photo at once, at the very address the boot script then shows (one download)", async () => {
    vi.spyOn(globalThis, 'fetch')
    page(written('https://api.example/rest/v1/anuncios?id=eq.a1'))
    firstPhoto({ ...config({}), answerId: 'boot-answer' })
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('href')).toBe('/fotos/anuncios/u/a1/foto.card.webp')
    expect(preload?.crossOrigin).toBe('anonymous')
    const placed = photosPlaced()
    boot(config({ request, startAnywayMs: 1e6 }))
    await placed
    expect(document.querySelector('img')!.getAttribute('src')).toBe(preload!.getAttribute('href'))
  })

  it("the <head>'s script asks for nothing without a written answer, or with a refusal", () => {
    page()
    firstPhoto({ ...config({}), answerId: 'boot-answer' })
    page({ ...written('https://api.example/rest/v1/anuncios?id=eq.a1'), status: 401, text: '{"message":"JWT expired"}' })
    firstPhoto({ ...config({}), answerId: 'boot-answer' })
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0)
  })

  it('asks when the page has no answer, or one that is not JSON', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { status: 200 }))
    page()
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="boot-answer">{broken</script>')
    const placed = photosPlaced()
    boot(config({ request, startAnywayMs: 1e6 }))
    await placed
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })
})
