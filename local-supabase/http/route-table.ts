import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * One line of a service's table (auth, storage): the methods and the path it answers, below the
 * service's prefix (`object/list/imagens` under /storage/v1/), and its handler, given the pattern's
 * groups. The same shape as the web server's table (web/server/routes/route.ts), with methods.
 */
export interface Endpoint {
  /** The methods it answers; `any`: the handler sorts them itself (TUS answers its own). */
  methods: readonly string[] | 'any'
  path: RegExp
  handle: (req: IncomingMessage, res: ServerResponse, groups: string[], url: URL) => Promise<unknown>
}

/** The first line whose method and path match the request; undefined when none does. */
export function endpointFor(table: readonly Endpoint[], method: string, path: string) {
  for (const endpoint of table) {
    if (endpoint.methods !== 'any' && !endpoint.methods.includes(method)) continue
    const match = endpoint.path.exec(path)
    if (match) return { endpoint, groups: match.slice(1) }
  }
  return undefined
}

/** A service's handler from its table; `unmatched` is the service's own answer to an address it has not. */
export function routeTable(table: readonly Endpoint[], unmatched: (method: string, path: string) => Error) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => {
    const method = req.method ?? 'GET'
    const found = endpointFor(table, method, path)
    if (!found) throw unmatched(method, path)
    await found.endpoint.handle(req, res, found.groups, url)
  }
}

export const READ = ['GET', 'HEAD'] as const
