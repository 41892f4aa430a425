import type { IncomingMessage, ServerResponse } from 'node:http'
import { asCaller } from '../db/as-caller.ts'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import type { Caller } from '../http/caller.ts'
import { isPlainObject, readJson } from '../http/respond.ts'
import type { RestContext } from './context.ts'
import { restError } from './errors.ts'
import { negotiate, shapeBody } from './media.ts'
import { appliedHeader, checkMaxAffected, parsePrefer } from './preferences.ts'
import { checkIdentifier } from './query.ts'
import { aggregate, contentRange, countRows, jsonErrors, limitSql, readRequest, readStatus, send } from './results.ts'
import type { FunctionInfo } from './schema-cache.ts'
import { Params, ident, orderSql, selectListSql, whereSql } from './sql.ts'

// /rest/v1/rpc/<name>: a function called with POST (JSON body) or GET/HEAD (query string).

const signature = (fn: FunctionInfo) => `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`

/** PostgREST's order of candidates: by their parameters, name then type, a shorter list first. */
function byParameters(a: FunctionInfo, b: FunctionInfo): number {
  for (let i = 0; i < Math.min(a.args.length, b.args.length); i++) {
    const order = a.args[i].name.localeCompare(b.args[i].name, 'en') || a.args[i].type.localeCompare(b.args[i].type, 'en')
    if (order !== 0) return order
  }
  return a.args.length - b.args.length
}

/**
 * The overload the arguments call, as PostgREST chooses it: the overloads whose named parameters
 * take these arguments (a single unnamed json/jsonb/text/xml/bytea one with a default takes none);
 * when there is none, the single unnamed one takes the whole body of a POST. 404 PGRST202 for no
 * candidate, 300 PGRST203 for several.
 */
function chooseOverload(name: string, overloads: FunctionInfo[], args: Record<string, unknown>, isPost: boolean): FunctionInfo {
  const keys = Object.keys(args).sort()
  const named = overloads.filter((fn) =>
    fn.wholeBody
      ? isPost && keys.length === 0 && fn.args[0].hasDefault
      : keys.every((k) => fn.args.some((a) => a.name === k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
  )
  const wholeBody = named.length === 0 && isPost ? overloads.filter((fn) => fn.wholeBody) : []
  const fits = named.length > 0 ? named : wholeBody
  if (fits.length === 1) return fits[0]
  if (fits.length > 1) {
    throw restError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[...fits].sort(byParameters).map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  const withParams = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  throw restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function public.${name}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  )
}

export async function callFunction(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  caller: Caller,
  name: string,
) {
  const overloads = await ctx.schema.functions(checkIdentifier(name, 'function'))
  const prefs = parsePrefer(req.headers.prefer)
  const media = negotiate(req.headers.accept)
  const method = req.method ?? 'GET'
  let args: Record<string, unknown>
  let rawBody: string | undefined
  if (method === 'POST') {
    const body = (await readJson(req, MAX_JSON_BODY_BYTES, jsonErrors)) ?? {}
    rawBody = JSON.stringify(body)
    args = isPlainObject(body) ? body : {}
    if (!isPlainObject(body) && !overloads.some((f) => f.wholeBody)) throw jsonErrors.invalid()
  } else if (method === 'GET' || method === 'HEAD') {
    const names = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)))
    args = {}
    for (const [key, value] of url.searchParams) if (names.has(key)) args[key] = value
  } else {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }
  const fn = chooseOverload(name, overloads, args, rawBody !== undefined)
  const read = readRequest(req, url, method === 'POST' ? new Set() : new Set(fn.args.map((a) => a.name)))
  const params = new Params()
  let call: string
  let from = ''
  if (fn.wholeBody) {
    call = `public.${ident(fn.name)}(${params.add(rawBody ?? '{}')}::${fn.args[0].type})`
  } else {
    const given = fn.args.filter((a) => a.name in args)
    const recordDef = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')
    call = `public.${ident(fn.name)}(${given.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`
    if (given.length > 0) from = ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${recordDef})`
  }
  const asRelation = fn.returnsSet || fn.returnTypeKind === 'c'
  if (prefs.maxAffected !== undefined && !fn.returnsSet) {
    throw restError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }
  const rollback = prefs.tx === 'rollback'
  const headers = appliedHeader(prefs, 'call', false)

  if (!asRelation) {
    const result = await asCaller(
      ctx.db,
      caller,
      (tx) => tx.query<{ body: string | null }>(`select to_json(${call})::text as body${from}`, params.values),
      { rollback },
    )
    if (fn.returnsVoid) send(res, 204, headers)
    else
      send(
        res,
        200,
        { 'Content-Range': contentRange(0, 0, prefs.count ? 1 : undefined), ...headers },
        { text: result.rows[0]?.body ?? 'null', media: { ...media, single: false } },
      )
    return
  }

  const source = from ? `(select _f.*${from} cross join lateral ${call} as _f)` : call
  const filtered = `select ${selectListSql(read.select, '_t')} from ${source} as _t` + whereSql(read.filters, '_t', params)
  const countValues = [...params.values]
  const inner = filtered + orderSql(read.order, '_t')
  const result = await asCaller(
    ctx.db,
    caller,
    async (tx) => {
      const r = await aggregate(tx, inner + limitSql(read, params), params)
      checkMaxAffected(prefs, r.rows)
      if (prefs.count) r.total = await countRows(tx, prefs.count, filtered, countValues)
      return r
    },
    { rollback },
  )
  if (!fn.returnsSet) {
    const text = result.rows === 0 ? 'null' : result.body.slice(1, -1)
    send(res, 200, headers, { text, media: { ...media, single: false } })
    return
  }
  const offset = read.offset ?? 0
  const status = readStatus(offset, result.rows, result.total)
  const rangeHeaders = { 'Content-Range': contentRange(offset, offset + result.rows - 1, result.total), ...headers }
  if (method === 'HEAD') send(res, status, { ...rangeHeaders, 'Content-Type': media.contentType })
  else send(res, status, rangeHeaders, { text: shapeBody(media, result.body, result.rows), media })
}
