import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The connection state comes from what requests to the backend do, never from navigator.onLine
// being true (a phone with bars and no data says true while nothing gets through).

type Connection = typeof import('@/lib/server/connection')
let connection: Connection
const realFetch = globalThis.fetch

beforeEach(async () => {
  vi.resetModules()
  connection = await import('@/lib/server/connection')
})
afterEach(() => {
  globalThis.fetch = realFetch
  vi.useRealTimers()
})

const answering = () => vi.fn(async () => new Response('{}', { status: 200 }))
const failing = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
/** A fetch that never answers (until its signal aborts it), as a request on lie-fi. */
const hanging = () =>
  vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
  )

describe('connection state', () => {
  it('a failed request marks the app offline although navigator.onLine is true; an answer marks it online', async () => {
    expect(navigator.onLine).toBe(true)
    const changes: boolean[] = []
    connection.onConnectionChange((online) => changes.push(online))
    globalThis.fetch = failing()
    await expect(connection.connectedFetch('http://api.test/rest/v1/anuncios')).rejects.toThrow()
    expect(connection.isConnected()).toBe(false)
    globalThis.fetch = answering()
    // Any HTTP answer, an error status included, means the server is there.
    globalThis.fetch = vi.fn(async () => new Response('{}', { status: 503 }))
    await connection.connectedFetch('http://api.test/rest/v1/anuncios')
    expect(connection.isConnected()).toBe(true)
    expect(changes).toEqual([false, true])
  })

  it('a read that gets no answer within its deadline is given up and counts as offline', async () => {
    vi.useFakeTimers()
    globalThis.fetch = hanging()
    const read = connection.connectedFetch('http://api.test/rest/v1/anuncios')
    const settled = expect(read).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(connection.READ_DEADLINE_MS - 1)
    expect(connection.isConnected()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(connection.isConnected()).toBe(false)
  })

  it('a change waits longer than a read, a photo upload longer still', async () => {
    vi.useFakeTimers()
    globalThis.fetch = hanging()
    const write = connection.connectedFetch('http://api.test/rest/v1/comentarios', { method: 'POST', body: '{}' })
    const upload = connection.connectedFetch('http://api.test/storage/v1/object/imagens/a.jpg', {
      method: 'POST',
      body: new Blob(['x']),
    })
    const writeSettled = expect(write).rejects.toThrow()
    let uploadDone = false
    void upload.catch(() => (uploadDone = true))
    await vi.advanceTimersByTimeAsync(connection.READ_DEADLINE_MS)
    expect(connection.isConnected()).toBe(true)
    await vi.advanceTimersByTimeAsync(connection.WRITE_DEADLINE_MS - connection.READ_DEADLINE_MS)
    await writeSettled
    expect(uploadDone).toBe(false)
    await vi.advanceTimersByTimeAsync(connection.UPLOAD_DEADLINE_MS)
    expect(uploadDone).toBe(true)
  })

  it('a request the caller aborted says nothing about the connection', async () => {
    globalThis.fetch = hanging()
    const controller = new AbortController()
    const read = connection.connectedFetch('http://api.test/rest/v1/anuncios', { signal: controller.signal })
    controller.abort()
    await expect(read).rejects.toThrow()
    expect(connection.isConnected()).toBe(true)
  })

  it('while offline, a health check runs with backoff until the server answers', async () => {
    vi.useFakeTimers()
    const health = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/auth/v1/health') && health.mock.calls.length >= 3) return new Response('{}')
      throw new TypeError('Failed to fetch')
    })
    globalThis.fetch = failing()
    await expect(connection.connectedFetch('http://api.test/rest/v1/anuncios')).rejects.toThrow()
    globalThis.fetch = health
    await vi.advanceTimersByTimeAsync(2_000)
    expect(health).toHaveBeenCalledTimes(1)
    expect(connection.isConnected()).toBe(false)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(health).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(8_000)
    expect(health).toHaveBeenCalledTimes(3)
    expect(String(health.mock.calls[2][0])).toMatch(/\/auth\/v1\/health$/)
    expect(connection.isConnected()).toBe(true)
    // Online again: no more checks.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(health).toHaveBeenCalledTimes(3)
  })

  it("the browser's online event starts a check rather than deciding", async () => {
    globalThis.fetch = failing()
    connection.onConnectionChange(() => undefined)
    await expect(connection.connectedFetch('http://api.test/rest/v1/anuncios')).rejects.toThrow()
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(vi.mocked(globalThis.fetch).mock.calls.length).toBeGreaterThanOrEqual(2))
    await new Promise((resolve) => setTimeout(resolve, 0)) // the failed check settles
    expect(connection.isConnected()).toBe(false)
    globalThis.fetch = answering()
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(connection.isConnected()).toBe(true))
  })

  it('a screen waits for the answer up to its deadline, then takes the fallback (at once when offline)', async () => {
    vi.useFakeTimers()
    const never = () => new Promise<string>(() => undefined)
    const waited = connection.withinScreenDeadline(never, 'cópia do celular')
    await vi.advanceTimersByTimeAsync(connection.SCREEN_DEADLINE_MS)
    await expect(waited).resolves.toBe('cópia do celular')
    await expect(connection.withinScreenDeadline(async () => 'do servidor', 'cópia')).resolves.toBe('do servidor')
    connection.reportUnreachable()
    const asked = vi.fn(async () => 'do servidor')
    await expect(connection.withinScreenDeadline(asked, 'cópia')).resolves.toBe('cópia')
    expect(asked).not.toHaveBeenCalled()
  })
})
