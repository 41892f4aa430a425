import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import WebSocket from 'ws'
import type { JwtKeys } from '../auth/jwt.ts'
import { CallerError, identifyCaller, requestHeaders } from '../http/caller.ts'
import { HttpError, readBody } from '../http/respond.ts'

type Handler = (request: Request) => Response | Promise<Response>

/**
 * Runs `supabase/functions/<name>/index.ts` as Supabase's Edge Runtime does: the module calls
 * `Deno.serve(handler)` when loaded and reads its configuration with `Deno.env.get`. Here a small
 * `Deno` stand-in captures the handler, and each request is handed to it as a web Request.
 */
export interface FunctionsContext {
  keys: JwtKeys
  functionsDir: string
  env: () => Record<string, string>
}

const MAX_FUNCTION_BODY_BYTES = 6 * 1024 * 1024

let loading: string | undefined
const handlers = new Map<string, Handler>()
const envs: Array<() => Record<string, string>> = []

function installDenoShim(env: () => Record<string, string>): void {
  envs.push(env)
  const global = globalThis as Record<string, unknown>
  if (global.Deno) return
  // supabase-js in the functions needs a WebSocket constructor; Node 20 has none built in.
  if (!global.WebSocket) global.WebSocket = WebSocket
  global.Deno = {
    env: {
      get: (name: string) => envs.at(-1)?.()[name] ?? process.env[name],
    },
    serve: (optionsOrHandler: unknown, maybeHandler?: unknown) => {
      const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler) as Handler
      if (!loading) throw new Error('Deno.serve called outside a function module load')
      handlers.set(loading, handler)
      return { finished: Promise.resolve(), shutdown: async () => undefined }
    },
  }
}

async function loadHandler(ctx: FunctionsContext, name: string): Promise<Handler | undefined> {
  const file = path.join(ctx.functionsDir, name, 'index.ts')
  const cached = handlers.get(file)
  if (cached) return cached
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !existsSync(file)) return undefined
  loading = file
  try {
    await import(pathToFileURL(file).href)
  } finally {
    loading = undefined
  }
  return handlers.get(file)
}

export function createFunctionsHandler(ctx: FunctionsContext) {
  installDenoShim(ctx.env)
  return async function handleFunction(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const name = rest.split('/')[0]
    const handler = await loadHandler(ctx, name)
    if (!handler) throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    // verify_jwt (Supabase's default): a valid project JWT, the anon key included.
    try {
      await identifyCaller(req, ctx.keys)
    } catch (error) {
      if (error instanceof CallerError) {
        throw new HttpError(401, {
          code: 401,
          message: error.reason === 'missing' ? 'Missing authorization header' : 'Invalid JWT',
        })
      }
      throw error
    }
    const method = req.method ?? 'GET'
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : await readBody(req, MAX_FUNCTION_BODY_BYTES, () => new HttpError(413, { code: 413, message: 'Request body too large' }))
    // As Supabase's gateway passes them: the caller's address appended to X-Forwarded-For.
    const headers = new Headers(requestHeaders(req))
    const request = new Request(url, { method, headers, body: body ? new Uint8Array(body) : undefined })
    const response = await handler(request)
    const out: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      out[key] = value
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    res.writeHead(response.status, { ...out, 'content-length': String(bytes.length) })
    res.end(bytes)
  }
}
