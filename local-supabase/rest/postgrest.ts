import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_JSON_BODY_BYTES, MAX_ROWS } from '../config.ts'
import { asCaller } from '../db/as-caller.ts'
import type { Database, Queryable } from '../db/database.ts'
import { CallerError, identifyCaller, type Caller } from '../http/caller.ts'
import { HttpError, isPlainObject, readJson, sendText } from '../http/respond.ts'
import type { JwtKeys } from '../auth/jwt.ts'
import { fromPgError, isPgError, restError } from './errors.ts'
import { negotiate, shapeBody, type Media } from './media.ts'
import { appliedHeader, checkMaxAffected, parsePrefer, type Preferences } from './preferences.ts'
import {
  checkIdentifier,
  parseColumnName,
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

/** PostgREST's Content-Range: `lower-upper/total`, `*` where there is no range or no count. */
function contentRange(lower: number, upper: number, total?: number): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total === undefined ? '*' : total}`
}

/** A read's status: 206 when a count shows that only part was returned, 416 past the end. */
function readStatus(offset: number, rows: number, total?: number): number {
  if (total === undefined) return 200
  if (offset > total) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  }
  return rows < total ? 206 : 200
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: { text: string; media: Media }): void {
  if (!body) {
    res.writeHead(status, headers)
    res.end()
    return
  }
  sendText(res, status, body.text, headers, body.media.contentType)
}

async function aggregate(tx: Queryable, innerSql: string, params: Params): Promise<Result> {
  const { rows } = await tx.query<{ body: string; n: number }>(
    `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (${innerSql}) as _r`,
    params.values,
  )
  return { body: rows[0].body, rows: Number(rows[0].n) }
}

/**
 * Runs a data-modifying statement (`… as _t`, without `returning`) and aggregates what it
 * returned (`select`); without `select` it returns nothing (no SELECT privilege needed).
 */
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

// How PostgREST tells an upsert's inserts from its updates: each row read from the body adds one
// to a transaction setting, each conflict that turns into an update takes one away.
const COUNTER = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`
const COUNT_INSERT = `set_config('pgrst.inserted', (${COUNTER} + 1)::text, true) <> '0'`
const COUNT_UPDATE = `set_config('pgrst.inserted', (${COUNTER} - 1)::text, true) <> '-1'`

function checkBodyColumns(relation: Relation, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw restError(400, 'PGRST204', `Could not find the '${column}' column of '${relation.name}' in the schema cache`)
    }
  }
}

/**
 * The rows to insert. With `Prefer: missing=default`, a key a row leaves out takes the column's
 * default (a VALUES list, where DEFAULT may stand in any cell); otherwise it is null.
 */
function insertSource(
  target: string,
  columns: string[],
  rowsIn: Record<string, unknown>[],
  prefs: Preferences,
  params: Params,
  countInserts: boolean,
): string {
  if (columns.length === 0) return `insert into ${target} as _t default values`
  const list = columns.map(ident).join(', ')
  if (prefs.missing !== 'default') {
    return (
      `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rowsIn))}::json)` +
      (countInserts ? ` where ${COUNT_INSERT}` : '')
    )
  }
  const rows = rowsIn.map((row) => {
    const record = `(json_populate_record(null::${target}, ${params.add(JSON.stringify(row))}::json))`
    return `(${columns.map((c) => (c in row ? `${record}.${ident(c)}` : 'default')).join(', ')})`
  })
  return `insert into ${target} as _t (${list}) values ${rows.join(', ')}`
}

const signature = (fn: FunctionInfo) => `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`

/** The overload the arguments call, as PostgREST chooses it: 404 PGRST202 for none, 300 PGRST203 when ambiguous. */
function chooseOverload(name: string, overloads: FunctionInfo[], args: Record<string, unknown>, isPost: boolean): FunctionInfo {
  const keys = Object.keys(args).sort()
  const fits = overloads.filter((fn) =>
    fn.wholeBody
      ? isPost
      : keys.every((k) => fn.args.some((a) => a.name === k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name)),
  )
  const named = fits.filter((fn) => !fn.wholeBody)
  if (fits.length === 1) return fits[0]
  if (named.length === 1) return named[0]
  if (fits.length > 1) {
    throw restError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map(signature).join(', ')}`,
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
  async function checkColumns(relation: Relation, columns: Iterable<string>): Promise<void> {
    for (const column of columns) {
      if (relation.columns.has(column)) continue
      if (await ctx.schema.isComputedField(relation.name, column)) {
        throw restError(
          400,
          'PGRST100',
          '"Computed fields are not supported by the local server"',
          `${column} is a function of ${relation.name}; select its columns and compute it in the app, or use a view`,
        )
      }
      throw restError(400, '42703', `column ${relation.name}.${column} does not exist`)
    }
  }

  async function handleTable(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, table: string) {
    const relation = await ctx.schema.relation(checkIdentifier(table, 'table'))
    const target = `public.${ident(relation.name)}`
    const prefs = parsePrefer(req.headers.prefer)
    const media = negotiate(req.headers.accept)
    const method = req.method ?? 'GET'
    const rollback = prefs.tx === 'rollback'

    if (method === 'GET' || method === 'HEAD') {
      const read = readRequest(req, url)
      await checkColumns(relation, [
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
      const offset = read.offset ?? 0
      const status = readStatus(offset, result.rows, result.total)
      const text = shapeBody(media, result.body, result.rows)
      const headers = {
        'Content-Range': contentRange(offset, offset + result.rows - 1, result.total),
        ...appliedHeader(prefs, 'read', false),
      }
      // HEAD: the same status and headers as GET, without the body.
      if (method === 'HEAD') send(res, status, { ...headers, 'Content-Type': media.contentType })
      else send(res, status, headers, { text, media })
      return
    }

    if (method === 'POST') {
      const body = await readJson(req, MAX_JSON_BODY_BYTES, jsonErrors)
      const rowsIn = Array.isArray(body) ? body : [body]
      if (!rowsIn.every(isPlainObject)) throw jsonErrors.invalid()
      const columnsParam = url.searchParams.get('columns')
      let columns: string[]
      if (columnsParam) {
        columns = columnsParam.split(',').map((c) => parseColumnName(c.trim()))
      } else {
        columns = Object.keys(rowsIn[0] ?? {})
        const signature = [...columns].sort().join(',')
        if (!rowsIn.every((row) => Object.keys(row).sort().join(',') === signature)) {
          throw restError(400, 'PGRST102', 'All object keys must match')
        }
      }
      checkBodyColumns(relation, columns)
      const select = parseSelect(url.searchParams.get('select'))
      await checkColumns(
        relation,
        select.filter((s) => s.column !== '*').map((s) => s.column),
      )
      const onConflictParam = url.searchParams.get('on_conflict')
      const hasKey = relation.primaryKey.length > 0 || onConflictParam !== null
      const representation = prefs.return === 'representation'
      const headers = { ...appliedHeader(prefs, 'insert', hasKey) }
      const params = new Params()
      const merging = prefs.resolution === 'merge-duplicates' && hasKey
      // With missing=default the rows are a VALUES list, which cannot count: every row counts as inserted.
      const countInserts = merging && prefs.missing !== 'default'
      const source = insertSource(target, columns, rowsIn, prefs, params, countInserts)
      let conflict = ''
      if (prefs.resolution && hasKey) {
        const keys = onConflictParam ? onConflictParam.split(',').map((c) => parseColumnName(c.trim())) : relation.primaryKey
        await checkColumns(relation, keys)
        // PostgREST's merge sets every column sent, the key included: a body of only the key
        // still returns the row (and counts as an update).
        conflict =
          prefs.resolution === 'ignore-duplicates' || columns.length === 0
            ? ` on conflict (${keys.map(ident).join(', ')}) do nothing`
            : ` on conflict (${keys.map(ident).join(', ')}) do update set ${columns
                .map((c) => `${ident(c)} = excluded.${ident(c)}`)
                .join(', ')}${countInserts ? ` where ${COUNT_UPDATE}` : ''}`
      }
      const written = await asCaller(
        ctx.db,
        caller,
        async (tx) => {
          const r =
            rowsIn.length === 0
              ? { body: '[]', rows: 0 }
              : await runWrite(tx, source + conflict, representation ? select : undefined, params)
          const inserted = countInserts ? Number((await tx.query<{ n: number }>(`select ${COUNTER} as n`)).rows[0].n) : r.rows
          return { ...r, inserted, text: representation ? shapeBody(media, r.body, r.rows) : '' }
        },
        { rollback },
      )
      const status = merging && written.inserted <= 0 ? 200 : 201
      headers['Content-Range'] = contentRange(1, 0, prefs.count ? written.rows : undefined)
      if (representation) send(res, status, headers, { text: written.text, media })
      else send(res, status, { ...headers, 'Content-Length': '0' })
      return
    }

    if (method === 'PATCH' || method === 'DELETE') {
      const read = readRequest(req, url)
      await checkColumns(relation, [
        ...read.select.filter((s) => s.column !== '*').map((s) => s.column),
        ...conditionColumns(read.filters),
      ])
      const params = new Params()
      let statement: string | undefined
      if (method === 'PATCH') {
        const body = await readJson(req, MAX_JSON_BODY_BYTES, jsonErrors)
        if (!isPlainObject(body)) throw jsonErrors.invalid()
        const columnsParam = url.searchParams.get('columns')
        const columns = columnsParam ? columnsParam.split(',').map((c) => parseColumnName(c.trim())) : Object.keys(body)
        checkBodyColumns(relation, columns)
        if (columns.length > 0) {
          const values = params.add(JSON.stringify(body))
          const value = (c: string) => (prefs.missing === 'default' && !(c in body) ? 'default' : `_v.${ident(c)}`)
          statement =
            `update ${target} as _t set ${columns.map((c) => `${ident(c)} = ${value(c)}`).join(', ')} ` +
            `from json_populate_record(null::${target}, ${values}::json) as _v` +
            whereSql(read.filters, '_t', params)
        }
      } else {
        statement = `delete from ${target} as _t${whereSql(read.filters, '_t', params)}`
      }
      const representation = prefs.return === 'representation'
      const kind = method === 'PATCH' ? 'update' : 'delete'
      const written = await asCaller(
        ctx.db,
        caller,
        async (tx) => {
          const r = statement
            ? await runWrite(tx, statement, representation ? read.select : undefined, params)
            : { body: '[]', rows: 0 }
          checkMaxAffected(prefs, r.rows)
          return { ...r, text: representation ? shapeBody(media, r.body, r.rows) : '' }
        },
        { rollback },
      )
      const total = prefs.count ? written.rows : undefined
      const headers = {
        'Content-Range': kind === 'update' ? contentRange(0, written.rows - 1, total) : contentRange(1, 0, total),
        ...appliedHeader(prefs, kind, false),
      }
      if (representation) send(res, 200, headers, { text: written.text, media })
      else send(res, 204, headers)
      return
    }

    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, url: URL, caller: Caller, name: string) {
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
    const countSql = `select count(*)::int as n from (${filtered}) as _c`
    const countValues = [...params.values]
    const inner = filtered + orderSql(read.order, '_t')
    const result = await asCaller(
      ctx.db,
      caller,
      async (tx) => {
        const r = await aggregate(tx, inner + limitSql(read, params), params)
        checkMaxAffected(prefs, r.rows)
        if (prefs.count) r.total = Number((await tx.query<{ n: number }>(countSql, countValues)).rows[0].n)
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
