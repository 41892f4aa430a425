import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootScriptElement, type BootConfig } from '../../web/boot-script.ts'
import { createBootAnswers } from '../../web/server/boot-answer.ts'
import { listening } from './frames.ts'

// The web server writing a page's boot request's answer into the page: only for a browser's
// navigation, only the very request the boot script would make, never waiting long for it.

let api: Server
let apiUrl: string
const asked: Array<{ method: string; url: string; apikey: string | undefined; body: string }> = []
let delayMs = 0
let status = 200

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      asked.push({ method: req.method!, url: req.url!, apikey: req.headers.apikey as string | undefined, body })
      setTimeout(() => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '0-0/*' })
        res.end(JSON.stringify([{ id: req.url, titulo: '</script><b>Mel</b>' }]))
      }, delayMs)
    })
  })
  apiUrl = await listening(api)
})
afterAll(() => new Promise((resolve) => api.close(resolve)))

const BROWSER_API = 'https://api.campo.test'
function pageWith(request: BootConfig['request'], htmlAttributes = '') {
  const config = { entry: '/e.js', modules: [], styles: [], request } as unknown as BootConfig
  return `<!doctype html><html ${htmlAttributes}lang="pt-BR"><head></head><body><div id="root"></div>${bootScriptElement(config)}</body></html>`
}
const adPage = pageWith({
  method: 'GET',
  url: `${BROWSER_API}/rest/v1/anuncios?select=id&id=eq.%7Bid%7D`,
  headers: { apikey: 'build' },
})

function navigation(mode = 'navigate') {
  const req = new IncomingMessage(new Socket())
  req.headers = mode ? { 'sec-fetch-mode': mode } : {}
  const res = new ServerResponse(req)
  return { req, res }
}
const written = (page: string) => {
  const json = /<script type="application\/json" id="boot-answer">(.*?)<\/script>/s.exec(page)?.[1]
  return json ? (JSON.parse(json) as { url: string; status: number; headers: Record<string, string>; text: string }) : null
}

describe("a page's data written into it", () => {
  const answers = () =>
    createBootAnswers({ supabaseUrl: apiUrl, anonKey: 'server-anon', waitMs: 200, freshMs: 1000, maxChars: 10_000 })

  it('a navigation gets the answer of the request the boot script would make, asked as a visitor with the server’s key', async () => {
    asked.length = 0
    const { req, res } = navigation()
    const page = await answers().withAnswer(req, res, adPage, new URL('http://x/product/a1'))
    const answer = written(page)
    expect(answer).toMatchObject({
      url: `${BROWSER_API}/rest/v1/anuncios?select=id&id=eq.a1`,
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-range': '0-0/*', date: expect.any(String) },
    })
    expect(JSON.parse(answer!.text)).toEqual([{ id: '/rest/v1/anuncios?select=id&id=eq.a1', titulo: '</script><b>Mel</b>' }])
    // The answer's text cannot close the element early.
    expect(page.match(/<\/script>/g)).toHaveLength(2)
    expect(asked).toEqual([{ method: 'GET', url: '/rest/v1/anuncios?select=id&id=eq.a1', apikey: 'server-anon', body: '' }])
    expect(res.getHeader('Vary')).toContain('Sec-Fetch-Mode')
  })

  it('a service worker’s or a script’s fetch, an address with a query, and a page without a boot request get the page as built', async () => {
    const server = answers()
    for (const mode of ['cors', 'same-origin', '']) {
      const { req, res } = navigation(mode)
      expect(await server.withAnswer(req, res, adPage, new URL('http://x/product/a1'))).toBe(adPage)
    }
    const { req, res } = navigation()
    expect(await server.withAnswer(req, res, adPage, new URL('http://x/product/a1?near=1,2'))).toBe(adPage)
    const plain = pageWith(undefined)
    expect(await server.withAnswer(req, res, plain, new URL('http://x/quem-somos'))).toBe(plain)
  })

  it("a seller's page asks with the seller's id the server wrote; without it, nothing is asked", async () => {
    asked.length = 0
    const request = { method: 'GET', url: `${BROWSER_API}/rest/v1/anuncios?user_id=eq.%7Bseller%7D`, headers: {} }
    const { req, res } = navigation()
    const server = answers()
    expect(
      written(await server.withAnswer(req, res, pageWith(request, 'data-seller="u-1" '), new URL('http://x/vendedor/maria')))
        ?.url,
    ).toBe(`${BROWSER_API}/rest/v1/anuncios?user_id=eq.u-1`)
    const frame = pageWith(request)
    expect(await server.withAnswer(req, res, frame, new URL('http://x/vendedor/maria'))).toBe(frame)
    expect(asked).toHaveLength(1)
  })

  it('a slow database, a refusal or a long answer: the page as built, at once (the boot script asks)', async () => {
    try {
      delayMs = 1000
      const { req, res } = navigation()
      const started = Date.now()
      expect(await answers().withAnswer(req, res, adPage, new URL('http://x/product/slow'))).toBe(adPage)
      expect(Date.now() - started).toBeLessThan(900)
      delayMs = 0
      status = 400
      expect(await answers().withAnswer(req, res, adPage, new URL('http://x/product/refused'))).toBe(adPage)
      status = 200
      const short = createBootAnswers({ supabaseUrl: apiUrl, anonKey: 'k', waitMs: 200, freshMs: 1000, maxChars: 10 })
      expect(await short.withAnswer(req, res, adPage, new URL('http://x/product/long'))).toBe(adPage)
    } finally {
      delayMs = 0
      status = 200
    }
  })

  it("a page with the <head>'s first-photo script gets the answer just before it, where that script reads it", async () => {
    const { req, res } = navigation()
    const withHead = adPage.replace('</head>', '<script data-first-photo>firstPhoto()</script></head>')
    const page = await answers().withAnswer(req, res, withHead, new URL('http://x/product/a1'))
    expect(page.indexOf('id="boot-answer"')).toBeGreaterThan(0)
    expect(page.indexOf('id="boot-answer"')).toBeLessThan(page.indexOf('<script data-first-photo>'))
  })

  it('one answer serves every visitor of the same page within freshMs', async () => {
    asked.length = 0
    const server = answers()
    for (let i = 0; i < 5; i++) {
      const { req, res } = navigation()
      expect(written(await server.withAnswer(req, res, adPage, new URL('http://x/product/viral')))).not.toBeNull()
    }
    expect(asked).toHaveLength(1)
  })
})
