import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client'

// tus-js-client's requests on a `fetch` (the Storage client's own), where there is no
// XMLHttpRequest: the service worker, Node. `fetch` reports no upload progress: the bytes count
// once the answer comes.

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {}
  private readonly controller = new AbortController()
  private progress: (sent: number) => void = () => undefined

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly fetch: typeof globalThis.fetch,
  ) {}

  getMethod = () => this.method
  getURL = () => this.url
  setHeader(header: string, value: string) {
    this.headers[header] = value
  }
  getHeader = (header: string) => this.headers[header]
  setProgressHandler(handler: (sent: number) => void) {
    this.progress = handler
  }
  getUnderlyingObject = () => this.controller

  async send(body?: Blob | null): Promise<HttpResponse> {
    const response = await this.fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body ?? null,
      signal: this.controller.signal,
    })
    const text = await response.text()
    if (body) this.progress(body.size)
    return {
      getStatus: () => response.status,
      getHeader: (header: string) => response.headers.get(header) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    }
  }

  abort() {
    this.controller.abort()
    return Promise.resolve()
  }
}

export const fetchHttpStack = (fetch: typeof globalThis.fetch): HttpStack => ({
  createRequest: (method, url) => new FetchRequest(method, url, fetch),
  getName: () => 'FetchHttpStack',
})
