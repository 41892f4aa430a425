// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { boot, type BootConfig } from '../../web/boot-script'

const config = (over: Partial<BootConfig>): BootConfig => ({
  entry: '/assets/index-E.js',
  modules: [],
  styles: [],
  nearAttribute: 'data-near',
  sellerAttribute: 'data-seller',
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
  delete window.__bootModules
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
