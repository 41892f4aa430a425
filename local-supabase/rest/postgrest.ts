import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_JSON_BODY_BYTES, MAX_ROWS } from '../config.ts'
import { asCaller } from '../db/as-caller.ts'
import type { Database, Queryable } from '../db/database.ts'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { HttpError, readJson, sendText } from '../http/respond.ts'
import type { JwtKeys } from '../auth/jwt.ts'
import { fromPgError, isPgError, restError } from './errors.ts'
import {
  checkIdentifier,
  parseFilters,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type Condition,
  type OrderItem,
  type SelectItem,
} from './query.ts'
import { Params, conditionColumns, ident, orderSql, selectListSql, whereSql } from './sql.ts'
import type { FunctionInfo, Relation, SchemaCache } from './schema-cache.ts'

interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only'
  count: boolean
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
}

function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { return: 'minimal', count: false }
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [key, value] = part.trim().split('=')
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value
    } else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      prefs.count = true
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value
    }
  }
  return prefs
}

const jsonErrors = {
  tooLarge: () => restError(413, 'PGRST413', 'Request body too large', `The limit is ${MAX_JSON_BODY_BYTES} bytes`),
  invalid: () => restError(400, 'PGRST102', 'Empty or invalid json'),
}

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

interface Result {
  /** JSON array text built by Postgres. */
  body: string
  rows: number
  total?: number
}

/** Turns a result into a response: array, single object (Accept: vnd.pgrst.object) or nothing. */
function respond(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  result: Result,
  options: { offset?: number; includeBody: boolean },
): void {
  const wantsObject = (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json')
  const headers: Record<string, string> = {}
  const offset = options.offset ?? 0
  const total = result.total === undefined ? '*' : String(result.total)
  headers['Content-Range'] = result.rows > 0 ? `${offset}-${offset + result.rows - 1}/${total}` : `*/${total}`
  if (wantsObject && options.includeBody) {
    if (result.rows !== 1) {
      throw restError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${result.rows} rows`,
      )
    }
    sendText(res, status, result.body.slice(1, -1), headers, 'application/vnd.pgrst.object+json; charset=utf-8')
    return
  }
  if (!options.includeBody) {
    res.writeHead(status === 200 ? 204 : status, headers)
    res.end()
    return
  }
  sendText(res, status, result.body, headers)
}

async function aggregate(tx: Queryable, innerSql: string, params: Params): Promise<Result> {
  const { rows } = await tx.query<{ body: string; n: number }>(
    `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (${innerSql}) as _r`,
    params.values,
  )
  return { body: rows[0].body, rows: Number(rows[0].n) }
}

/** Runs a data-modifying statement (`with _w as (… returning …)`) and aggregates what it returned. */
async function runWrite(tx: Queryable, statement: string, select: SelectItem[] | undefined, params: Params): Promise<Result> {
  if (!select) {
    const { rows } = await tx.query<{ n: number }>(
      `with _w as (${statement} returning 1 as _x) select count(*)::int as n from _w`,
      params.values,
    )
    return { body: '[]', rows: Number(rows[0].n) }
  }
  const { rows } = await tx.query<{ body: string; n: number }>(
    `with _w as (${statement} returning _t.*), _r as (select ${selectListSql(select, '_w')} from _w)
     select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from _r`,
    params.values,
  )
  return { body: rows[0].body, rows: Number(rows[0].n) }
}

function checkColumns(relation: Relation, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw restError(400, '42703', `column ${relation.name}.${column} does not exist`)
    }
  }
}

function checkBodyColumns(relation: Relation, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw restError(400, 'PGRST204', `Could not find the '${column}' column of '${relation.name}' in the schema cache`)
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

interface ReadRequest {
  select: SelectItem[]
  filters: Condition[]
  order: OrderItem[]
  limit?: number
  offset?: number
}

function readRequest(req: IncomingMessage, url: URL, ignore: Set<string> = new Set()): ReadRequest {
  const params = url.searchParams
  let limit = parseNonNegativeInt(params.get('limit'), 'limit')
  let offset = parseNonNegativeInt(params.get('offset'), 'offset')
  const range = req.headers.range
  if (range && limit === undefined) {
    const match = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim())
    if (!match) throw restError(416, 'PGRST103', 'Requested range not satisfiable', `Invalid Range "${range}"`)
    offset = Number(match[1])
    if (match[2] !== '') limit = Math.max(Number(match[2]) - offset + 1, 0)
  }
  return {
    select: parseSelect(params.get('select')),
    filters: parseFilters(params, ignore),
    order: parseOrder(params.get('order')),
    limit: Math.min(limit ?? MAX_ROWS, MAX_ROWS),
    offset,
  }
}

function limitSql(read: ReadRequest, params: Params): string {
  let sql = ''
  if (read.limit !== undefined) sql += ` limit ${params.add(read.limit)}`
  if (read.offset !== undefined) sql += ` offset ${params.add(read.offset)}`
  return sql
}

export interface RestContext {
  db: Database
  keys: JwtKeys
  schema: SchemaCache
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
    const target = `public.${ident(relation.name)}`
    const prefs = parsePrefer(req.headers.prefer)
    const method = req.method ?? 'GET'

    if (method === 'GET' || method === 'HEAD') {
      const read = readRequest(req, url)
      checkColumns(relation, [
        ...read.select.filter((s) => s.column !== '*').map((s) => s.column),
        ...conditionColumns(read.filters),
        ...read.order.map((o) => o.column),
      ])
      const params = new Params()
      const where = whereSql(read.filters, '_t', params)
      const inner = `select ${selectListSql(read.select, '_t')} from ${target} as _t${where}${orderSql(read.order, '_t')}`
      const countParams = new Params()
      const countWhere = whereSql(read.filters, '_t', countParams)
      const result = await asCaller(ctx.db, caller, async (tx) => {
        const r = await aggregate(tx, inner + limitSql(read, params), params)
        if (prefs.count) {
          const { rows } = await tx.query<{ n: number }>(
            `select count(*)::int as n from ${target} as _t${countWhere}`,
            countParams.values,
          )
          r.total = Number(rows[0].n)
        }
        return r
      })
      respond(req, res, 200, result, { offset: read.offset, includeBody: method === 'GET' })
      return
    }

    if (method === 'POST') {
      const body = await readJson(req, MAX_JSON_BODY_BYTES, jsonErrors)
      const rowsIn = Array.isArray(body) ? body : [body]
      if (!rowsIn.every(isPlainObject)) throw jsonErrors.invalid()
      const columnsParam = url.searchParams.get('columns')
      let columns: string[]
      if (columnsParam) {
        columns = columnsParam.split(',').map((c) => checkIdentifier(c.trim().replace(/^"|"$/g, '')))
      } else {
        columns = Object.keys(rowsIn[0] ?? {})
        const signature = [...columns].sort().join(',')
        if (!rowsIn.every((row) => Object.keys(row).sort().join(',') === signature)) {
          throw restError(400, 'PGRST102', 'All object keys must match')
        }
      }
      checkBodyColumns(relation, columns)
      const select = parseSelect(url.searchParams.get('select'))
      checkColumns(
        relation,
        select.filter((s) => s.column !== '*').map((s) => s.column),
      )
      if (rowsIn.length === 0) {
        respond(req, res, 201, { body: '[]', rows: 0 }, { includeBody: prefs.return === 'representation' })
        return
      }
      const params = new Params()
      const list = columns.map(ident).join(', ')
      const source =
        columns.length === 0
          ? `insert into ${target} as _t default values`
          : `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rowsIn))}::json)`
      let conflict = ''
      if (prefs.resolution) {
        const onConflictParam = url.searchParams.get('on_conflict')
        const keys = onConflictParam ? onConflictParam.split(',').map((c) => checkIdentifier(c.trim())) : relation.primaryKey
        if (keys.length === 0) throw restError(400, 'PGRST100', 'on_conflict requires a unique column list')
        checkColumns(relation, keys)
        const updates = columns.filter((c) => !keys.includes(c))
        conflict =
          prefs.resolution === 'ignore-duplicates' || updates.length === 0
            ? ` on conflict (${keys.map(ident).join(', ')}) do nothing`
            : ` on conflict (${keys.map(ident).join(', ')}) do update set ${updates
                .map((c) => `${ident(c)} = excluded.${ident(c)}`)
                .join(', ')}`
      }
      const representation = prefs.return === 'representation'
      const result = await asCaller(ctx.db, caller, (tx) =>
        runWrite(tx, source + conflict, representation ? select : undefined, params),
      )
      if (prefs.count) result.total = result.rows
      respond(req, res, 201, result, { includeBody: representation })
      return
    }

    if (method === 'PATCH' || method === 'DELETE') {
      const read = readRequest(req, url)
      checkColumns(relation, [
        ...read.select.filter((s) => s.column !== '*').map((s) => s.column),
        ...conditionColumns(read.filters),
      ])
      const params = new Params()
      let statement: string
      if (method === 'PATCH') {
        const body = await readJson(req, MAX_JSON_BODY_BYTES, jsonErrors)
        if (!isPlainObject(body)) throw jsonErrors.invalid()
        const columns = Object.keys(body)
        checkBodyColumns(relation, columns)
        if (columns.length === 0) {
          respond(req, res, 200, { body: '[]', rows: 0 }, { includeBody: prefs.return === 'representation' })
          return
        }
        const values = params.add(JSON.stringify(body))
        statement =
          `update ${target} as _t set ${columns.map((c) => `${ident(c)} = _v.${ident(c)}`).join(', ')} ` +
          `from json_populate_record(null::${target}, ${values}::json) as _v` +
          whereSql(read.filters, '_t', params)
      } else {
        statement = `delete from ${target} as _t${whereSql(read.filters, '_t', params)}`
      }
      const representation = prefs.return === 'representation'
      const result = await asCaller(ctx.db, caller, (tx) =>
        runWrite(tx, statement, representation ? read.select : undefined, params),
      )
      if (prefs.count) result.total = result.rows
      respond(req, res, 200, result, { includeBody: representation })
      return
    }

    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, name: string) {
    const fn = await ctx.schema.function(checkIdentifier(name, 'function'))
    const method = req.method ?? 'GET'
    let args: Record<string, unknown>
    const argNames = new Set(fn.args.map((a) => a.name))
    if (method === 'POST') {
      const body = (await readJson(req, MAX_JSON_BODY_BYTES, jsonErrors)) ?? {}
      if (!isPlainObject(body)) throw jsonErrors.invalid()
      args = body
    } else if (method === 'GET' || method === 'HEAD') {
      args = {}
      for (const [key, value] of url.searchParams) if (argNames.has(key)) args[key] = value
    } else {
      throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
    }
    checkArguments(fn, args)
    const read = readRequest(req, url, method === 'POST' ? new Set() : argNames)
    const params = new Params()
    const given = fn.args.filter((a) => a.name in args)
    const recordDef = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')
    const call = `public.${ident(fn.name)}(${given.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`
    const argsParam = given.length > 0 ? params.add(JSON.stringify(args)) : undefined
    const from = argsParam ? ` from json_to_record(${argsParam}::json) as _a(${recordDef})` : ''
    const asRelation = fn.returnsSet || fn.returnTypeKind === 'c'

    if (!asRelation) {
      const result = await asCaller(ctx.db, caller, (tx) =>
        tx.query<{ body: string | null }>(`select to_json(${call})::text as body${from}`, params.values),
      )
      if (fn.returnsVoid) {
        res.writeHead(204)
        res.end()
        return
      }
      sendText(res, 200, result.rows[0]?.body ?? 'null')
      return
    }

    const source = argsParam ? `(select _f.*${from} cross join lateral ${call} as _f)` : call
    const inner =
      `select ${selectListSql(read.select, '_t')} from ${source} as _t` +
      whereSql(read.filters, '_t', params) +
      orderSql(read.order, '_t')
    const result = await asCaller(ctx.db, caller, (tx) => aggregate(tx, inner + limitSql(read, params), params))
    if (!fn.returnsSet) {
      if (result.rows === 0) sendText(res, 200, 'null')
      else sendText(res, 200, result.body.slice(1, -1))
      return
    }
    respond(req, res, 200, result, { offset: read.offset, includeBody: method !== 'HEAD' })
  }

  function checkArguments(fn: FunctionInfo, args: Record<string, unknown>): void {
    const known = new Set(fn.args.map((a) => a.name))
    const unknown = Object.keys(args).filter((k) => !known.has(k))
    const missing = fn.args.filter((a) => !a.hasDefault && !(a.name in args))
    if (unknown.length > 0 || missing.length > 0) {
      throw restError(
        404,
        'PGRST202',
        `Could not find the function public.${fn.name}(${Object.keys(args).sort().join(', ')}) in the schema cache`,
        unknown.length > 0
          ? `Unknown arguments: ${unknown.join(', ')}`
          : `Missing arguments: ${missing.map((a) => a.name).join(', ')}`,
        `The function takes: ${fn.args.map((a) => `${a.name} ${a.type}`).join(', ')}`,
      )
    }
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
        throw restError(406, 'PGRST106', 'The schema must be one of the following: public', `Invalid schema: ${profile}`)
      }
    }
    const role = caller.role
    try {
      if (path === '' || path === '/') {
        sendText(res, 200, JSON.stringify({ info: 'Campo Solidário local REST API (PostgREST subset)' }))
      } else if (path.startsWith('rpc/')) {
        await handleRpc(req, res, url, caller, decodePath(path.slice(4)))
      } else {
        await handleTable(req, res, url, caller, decodePath(path))
      }
    } catch (error) {
      if (isPgError(error)) throw fromPgError(error, role)
      throw error
    }
  }
}
