import type { Request } from '@playwright/test'
import { expect, test } from './test'
import { settled, signIn } from './helpers'

// One tab refreshes the phone's copy for all (issue 75): three tabs of one person open for three
// minutes (the clock moved on by the test) ask the server what changed at most once a minute in
// all, and what one tab records shows as waiting in the others at once.

const isRefresh = (request: Request) => request.url().includes('/rest/v1/rpc/mudancas')

test('three tabs open for three minutes refresh at most once a minute in all', async ({ context }) => {
  await context.clock.install()
  // No live socket: under a clock moved by the test its heartbeats would go unanswered, and each
  // time it came back the tab would rightly ask what it missed. Here only the minute's refresh counts.
  await context.routeWebSocket(/\/realtime\//, (ws) => ws.close())
  const first = await context.newPage()
  await signIn(first, 'maria@campo-solidario.test', 'produtor123', '/meus-anuncios')
  await expect(first.getByRole('heading', { name: /^Meus Anúncios/ })).toBeVisible()
  const others = [await context.newPage(), await context.newPage()]
  for (const page of others) await page.goto('/meus-anuncios')
  const tabs = [first, ...others]
  for (const page of tabs) await expect(page.getByRole('heading', { name: /^Meus Anúncios/ })).toBeVisible()
  // Past each tab's start (its first refresh waits for the page's first seconds).
  await context.clock.runFor(10_000)
  for (const page of tabs) await settled(page)

  const refreshes: string[] = []
  let elapsed = 0
  tabs.forEach((page, tab) => page.on('request', (request) => isRefresh(request) && refreshes.push(`tab ${tab} at ${elapsed} s`)))
  // In steps of 5 s, as a real clock goes.
  for (let second = 0; second < 180; second += 5) {
    await context.clock.runFor(5_000)
    elapsed = second + 5
    if (second % 60 === 55) for (const page of tabs) await settled(page)
  }
  expect(refreshes.length, refreshes.join('\n')).toBeGreaterThanOrEqual(1)
  expect(refreshes.length, refreshes.join('\n')).toBeLessThanOrEqual(3)
})
