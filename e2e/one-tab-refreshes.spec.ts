import type { Request } from '@playwright/test'
import { expect, test } from './test'
import { settled, signIn } from './helpers'

// One tab refreshes the phone's copy for all (issue 75): of three tabs of one person open for three
// minutes (the clock moved on by the test), only one asks the server what changed, once a minute.
// How many times that one asks is not counted here: a busy machine delays its first refresh into
// the minutes counted, and the page's own triggers (coming to the front) are right to ask.

const isRefresh = (request: Request) => request.url().includes('/rest/v1/rpc/mudancas')

test('of three tabs open for three minutes, one refreshes for all', async ({ context }) => {
  await context.clock.install()
  // No live socket: under a clock moved by the test its heartbeats would go unanswered, and each
  // time it came back the tab would rightly ask what it missed. Here only the minute's refresh counts.
  await context.routeWebSocket(/\/realtime\//, (ws) => ws.close())
  const first = await context.newPage()
  await signIn(first, 'maria@campo-solidario.test', 'produtor123', '/meus-anuncios')
  await expect(first.getByRole('heading', { name: /^Meus Anúncios/ })).toBeVisible()
  // The other two tabs, opened one after the other as a person does. Each has started once its
  // signed-in area is drawn: the refresh's leadership is settled at start, before any list is read.
  // (Drawing the 24 cards as well, three tabs at once under the test's clock, which every timer of
  // the page goes through, took a busy 2-core machine past the deadline: a cost of the tool.)
  const others = [await context.newPage(), await context.newPage()]
  for (const page of others) {
    await page.goto('/meus-anuncios')
    await expect(page.getByRole('navigation', { name: 'Minha conta' })).toBeVisible()
  }
  const tabs = [first, ...others]
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
  // One tab asked, and asked every minute; the other two never did.
  const askers = new Set(refreshes.map((line) => line.split(' at ')[0]))
  expect([...askers], refreshes.join('\n')).toHaveLength(1)
  expect(refreshes.length, refreshes.join('\n')).toBeGreaterThanOrEqual(3)
})
