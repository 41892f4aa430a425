import type { IncomingMessage, ServerResponse } from 'node:http'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { HttpError, sendText } from '../http/respond.ts'
import type { RestContext } from './context.ts'
import { fromPgError, isPgError, restError } from './errors.ts'
import { insertRows } from './insert.ts'
import { negotiate } from './media.ts'
import { parsePrefer } from './preferences.ts'
import { checkIdentifier } from './query.ts'
import { readTable } from './read.ts'
import { callFunction } from './rpc.ts'
import { ident } from './sql.ts'
import { updateOrDeleteRows } from './update-delete.ts'

// The local PostgREST (/rest/v1): who calls, which table or function, and which method's module
// answers. Database errors leave as PostgREST renders them.

export type { RestContext } from './context.ts'

export function callerError(error: CallerError): HttpError {
  if (error.reason === 'missing') {
    return new HttpError(401, {
      message: error.message,
      hint: 'No `apikey` request header or url param was found.',
    })
  }
  const code = error.reason === 'expired' ? 'PGRST303' : 'PGRST301'
  return restError(401, code, error.message)
}

/** A table or function name from the path; bad percent-encoding is a 400, never a 500. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw restError(400, 'PGRST100', '"failed to parse path"', `Invalid percent-encoding in "${raw.slice(0, 100)}"`)
  }
}

export function createRestHandler(ctx: RestContext) {
  async function handleTable(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, table: string) {
    const relation = await ctx.schema.relation(checkIdentifier(table, 'table'))
    const prefs = parsePrefer(req.headers.prefer)
    const request = {
      ctx,
      req,
      res,
      url,
      caller,
      relation,
      target: `public.${ident(relation.name)}`,
      prefs,
      media: negotiate(req.headers.accept),
      rollback: prefs.tx === 'rollback',
    }
    const method = req.method ?? 'GET'
    if (method === 'GET' || method === 'HEAD') return readTable(request, method)
    if (method === 'POST') return insertRows(request)
    if (method === 'PATCH' || method === 'DELETE') return updateOrDeleteRows(request, method)
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }

  return async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    let caller: Caller
    try {
      caller = await identifyCaller(req, ctx.keys)
    } catch (error) {
      if (error instanceof CallerError) throw callerError(error)
      throw error
    }
    for (const header of ['accept-profile', 'content-profile'] as const) {
      const profile = req.headers[header]
      if (profile !== undefined && profile !== 'public') {
        throw restError(
          406,
          'PGRST106',
          'The schema must be one of the following: public',
          `Invalid schema: ${profile}`,
          'The local server serves only the public schema (a Supabase project also exposes graphql_public, and any schema added in its API settings).',
        )
      }
    }
    const role = caller.role
    try {
      if (path === '' || path === '/') {
        sendText(res, 200, JSON.stringify({ info: 'Campo Solidário local REST API (PostgREST subset)' }))
      } else if (path.startsWith('rpc/')) {
        await callFunction(ctx, req, res, url, caller, decodePath(path.slice(4)))
      } else {
        await handleTable(req, res, url, caller, decodePath(path))
      }
    } catch (error) {
      if (isPgError(error)) throw fromPgError(error, role)
      throw error
    }
  }
}
