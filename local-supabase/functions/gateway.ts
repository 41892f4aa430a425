import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { JwtKeys } from '../auth/jwt.ts'
import { CallerError, identifyCaller, requestHeaders } from '../http/caller.ts'
import { HttpError, readBody } from '../http/respond.ts'
import { DenoFunctions } from './deno-process.ts'

/**
 * `/functions/v1/<name>`: Supabase's gateway in front of the edge functions — verify_jwt, the
 * body limit, the caller's address appended to X-Forwarded-For — then the function itself, run by
 * Deno (deno-process.ts).
 */
export interface FunctionsContext {
  keys: JwtKeys
  functionsDir: string
  env: () => Record<string, string>
}

const MAX_FUNCTION_BODY_BYTES = 6 * 1024 * 1024

export function createFunctionsHandler(ctx: FunctionsContext) {
  const deno = new DenoFunctions(ctx.functionsDir, ctx.env)
  async function handleFunction(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
    const name = rest.split('/')[0]
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name) || !existsSync(path.join(ctx.functionsDir, name, 'index.ts'))) {
      throw new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
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
    headers.delete('host')
    headers.delete('content-length')
    const port = await deno.port()
    const response = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    })
    const out: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'transfer-encoding' && key !== 'connection' && key !== 'keep-alive')
        out[key] = value
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    res.writeHead(response.status, { ...out, 'content-length': String(bytes.length) })
    res.end(bytes)
  }
  return Object.assign(handleFunction, { stop: () => deno.stop() })
}
