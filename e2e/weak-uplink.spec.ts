import { expect, test } from './test'
import { E2E } from '../playwright.config'
import { makeJpeg, publishAd, publicRows, serverRows, signIn } from './helpers'

// A farm's weak uplink: 32 kbit/s up (4 KB/s) with 600 ms of latency, and the signal gone for 5 s
// in the middle. Two small photos (the full five are `npm run bench:uplink`'s): the ad reaches the
// server with both, the screen says how far the photos are, and "offline" shows only while the
// link is really gone — never while bytes move.

const WEAK = { offline: false, latency: 600, downloadThroughput: 200_000, uploadThroughput: 4_000 }
const OFFLINE_NOTICE = 'Você está offline. O que você já abriu continua disponível.'

test('photos on a 32 kbit/s uplink with a drop: the ad arrives with them, progress shown, offline only while cut', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const titulo = `Queijo no 2G ${Date.now().toString().slice(-6)}`
  await signIn(page, 'maria.souza', 'produtor123', '/criar-anuncio')
  const fotos = [await makeJpeg(page, 640, 480), await makeJpeg(page, 640, 480)]

  // When the offline notice shows and goes, and when the progress line changes, as the page sees it.
  await page.evaluate((notice) => {
    const w = window as unknown as { seen: Array<{ at: number; offline: boolean; progress: string | null }> }
    w.seen = []
    new MutationObserver(() => {
      const text = document.body.innerText
      const progress = /Enviando fotos: \d de \d \(\d+ %\)/.exec(text)?.[0] ?? null
      const offline = text.includes(notice)
      const last = w.seen.at(-1)
      if (!last || last.offline !== offline || last.progress !== progress) w.seen.push({ at: Date.now(), offline, progress })
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, OFFLINE_NOTICE)

  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', WEAK)
  await publishAd(page, { titulo, categoria: 'Comida', preco: '3500', cidade: 'Vitória, ES', contato: '27998761234', fotos })

  await expect(page.getByText(/^Enviando fotos: 0 de 2 \(\d+ %\)$/).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^Enviando fotos: 0 de 2 \((1[5-9]|[2-9]\d) %\)$/).first()).toBeVisible({ timeout: 60_000 })
  const dropAt = await page.evaluate(() => Date.now())
  await cdp.send('Network.emulateNetworkConditions', { ...WEAK, offline: true })
  await page.waitForTimeout(5_000)
  const backAt = await page.evaluate(() => Date.now())
  await cdp.send('Network.emulateNetworkConditions', WEAK)

  await expect
    .poll(
      async () =>
        (await serverRows(request, E2E.apiUrl, `anuncios?select=imagens&titulo=eq.${encodeURIComponent(titulo)}`))[0]?.imagens,
      {
        timeout: 150_000,
        intervals: [2_000],
      },
    )
    .toHaveLength(2)
  const [{ imagens }] = (await publicRows(
    request,
    E2E.apiUrl,
    `anuncios?select=imagens&titulo=eq.${encodeURIComponent(titulo)}`,
  )) as Array<{
    imagens: string[]
  }>
  for (const path of imagens) {
    expect((await request.get(`${E2E.apiUrl}/storage/v1/object/public/imagens/${path}`)).status()).toBe(200)
  }
  await expect(page.getByText(/Enviando fotos/)).toHaveCount(0, { timeout: 15_000 })

  const seen = await page.evaluate(
    () => (window as unknown as { seen: Array<{ at: number; offline: boolean; progress: string | null }> }).seen,
  )
  const progressLines = seen.filter((s) => s.progress).map((s) => s.progress)
  expect(new Set(progressLines).size, 'the progress moved on screen').toBeGreaterThan(3)
  // Offline was said only from the drop until the app's check found the link again (its backoff: 2 + 4 s).
  for (const [index, s] of seen.entries()) {
    if (!s.offline) continue
    expect(s.at, JSON.stringify(seen)).toBeGreaterThanOrEqual(dropAt)
    const until = seen.slice(index + 1).find((n) => !n.offline)?.at ?? Infinity
    expect(until, JSON.stringify(seen)).toBeLessThan(backAt + 15_000)
  }
})
