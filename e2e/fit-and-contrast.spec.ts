import { expect, test, type Page } from './test'
import { settled, signIn, signOut } from './helpers'

// What a careful look found and axe does not see: header entries cut or wrapped at common widths,
// and badges whose text has (nearly) the colour of their own background.

/**
 * The header's controls whose text does not fit its box, runs onto a second line, or sticks out of
 * the content's width. A name shortened on purpose (an ellipsis, the whole of it in its title) is fine.
 */
function clippedInHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!
    const bar = header.firstElementChild as HTMLElement
    const barBox = bar.getBoundingClientRect()
    const padding = parseFloat(getComputedStyle(bar).paddingRight)
    const contentRight = Math.min(barBox.right - padding, document.documentElement.clientWidth)
    const problems: string[] = []
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      // (Text only for screen readers is 1 px and clipped on purpose.)
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden'
    }
    for (const el of header.querySelectorAll<HTMLElement>('a, button, p, span')) {
      if (!visible(el) || !el.textContent?.trim()) continue
      const name = el.textContent.trim().replace(/\s+/g, ' ')
      if (el.getBoundingClientRect().right > contentRight + 1) {
        problems.push(`outside: ${name}`)
        continue
      }
      const shortened =
        getComputedStyle(el).textOverflow === 'ellipsis' && el.title.replace(/\s+/g, ' ').startsWith(name.replace(/…$/, ''))
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible' && !shortened) {
        problems.push(`cut: ${name}`)
        continue
      }
      // A control's words on one line: the boxes of its text share a top (the logo is a picture).
      if ((el.tagName !== 'A' && el.tagName !== 'BUTTON') || el.getAttribute('aria-label')?.startsWith('Campo Solidário'))
        continue
      const tops = new Set<number>()
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top + r.height / 2))
      }
      if (Math.max(...tops) - Math.min(...tops) > 4) problems.push(`wrapped: ${name}`)
    }
    return problems
  })
}

const WIDTHS = [360, 1024, 1280]
const ACTORS = [
  { who: 'visitor', login: null },
  { who: 'producer', login: ['maria.souza', 'produtor123'] },
  { who: 'admin', login: ['admin', 'admin1234'] },
] as const

for (const actor of ACTORS) {
  test(`every header entry shows whole for a ${actor.who} at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    if (actor.login) {
      await signIn(page, actor.login[0], actor.login[1], '/quem-somos')
      await expect(
        page
          .getByRole('banner')
          .getByText(/^Olá, /)
          .first(),
      ).toBeVisible()
      // The bell loads when the page is idle: measured with it there.
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Notificações/ })
          .first(),
      ).toBeVisible()
    } else {
      await page.goto('/quem-somos')
    }
    const problems: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      problems.push(...(await clippedInHeader(page)).map((p) => `${width} px: ${p}`))
    }
    expect(problems).toEqual([])
  })
}

/** Badges and pills whose text contrast against their own background is under 4.5:1. */
function faintBadges(page: Page) {
  return page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R + 0.7152 * G + 0.0722 * B
    }
    /** The colour painted behind `el`: its own background, else its nearest painted ancestor's. */
    const background = (el: Element | null): number[] => {
      for (let node = el; node; node = node.parentElement) {
        const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor)
        if (a > 0.99) return [r, g, b]
        if (a > 0) {
          const [R, G, B] = background(node.parentElement)
          return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)]
        }
      }
      return [255, 255, 255]
    }
    const faint: string[] = []
    for (const badge of document.querySelectorAll<HTMLElement>('.mantine-Badge-root')) {
      const label = badge.querySelector('.mantine-Badge-label') ?? badge
      const text = label.textContent?.trim()
      if (!text || badge.getBoundingClientRect().width === 0) continue
      const a = luminance(rgb(getComputedStyle(label).color))
      const b = luminance(background(badge))
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
      if (ratio < 4.5) faint.push(`${text}: ${ratio.toFixed(2)}:1`)
    }
    return faint
  })
}

test('every badge and pill has text at 4.5:1 against its own background', async ({ page }) => {
  await signIn(page, 'admin', 'admin1234', '/gerenciar-denuncias')
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Denúncias' })).toBeVisible()
  await expect(
    page
      .locator('.mantine-Badge-root')
      .filter({ hasText: /denúncias?$/ })
      .first(),
  ).toBeVisible()
  const pages = [
    '/gerenciar-denuncias',
    '/gerenciar-usuarios',
    '/',
    '/frete-solidario',
    '/frete-solidario?tab=viagens',
    '/informativos',
    '/minhas-viagens',
    '/pedidos',
  ]
  for (const path of pages) {
    await page.goto(path)
    await settled(page)
    expect(await faintBadges(page), path).toEqual([])
  }
  await signOut(page)
  await signIn(page, 'maria.souza', 'produtor123', '/meus-anuncios')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const path of ['/meus-anuncios', '/minhas-viagens', '/pedidos', '/mensagens']) {
    await page.goto(path)
    await settled(page)
    expect(await faintBadges(page), path).toEqual([])
  }
})

test("a seller's place icon sits on the line of the city, also at 360 px", async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/vendedor/maria.souza')
    const city = page.getByRole('main').getByText('Santa Maria de Jetibá, ES').first()
    await expect(city).toBeVisible()
    const icon = (await city.locator('xpath=preceding-sibling::*[local-name()="svg"][1]').boundingBox())!
    const text = (await city.boundingBox())!
    const firstLine = await city.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    const middle = icon.y + icon.height / 2
    expect(middle, `${width} px`).toBeGreaterThanOrEqual(text.y)
    expect(middle, `${width} px`).toBeLessThanOrEqual(text.y + firstLine)
  }
})
