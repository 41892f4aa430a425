import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { E2E } from '../playwright.config'

/**
 * The app's web server as a slow network shows it: a page's HTML arrives in pieces, cut before each
 * of `cuts` (the first match of each), with a pause between them, and the browser paints what it
 * has while it waits. Everything else passes through as the server answered it.
 */
export async function serveHtmlInPieces(cuts: RegExp[], pauseMs = 700): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url ?? '/', E2E.appUrl), {
      method: request.method,
      headers: { accept: request.headers.accept ?? '*/*' },
      redirect: 'manual',
    })
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
    )
    response.writeHead(answer.status, headers)
    const body = Buffer.from(await answer.arrayBuffer())
    if (!answer.headers.get('content-type')?.startsWith('text/html')) return response.end(body)
    const html = body.toString('utf8')
    const at = cuts
      .map((cut) => html.search(cut))
      .filter((index) => index > 0)
      .sort((a, b) => a - b)
    let from = 0
    for (const index of at) {
      response.write(html.slice(from, index))
      from = index
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
    response.end(html.slice(from))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
