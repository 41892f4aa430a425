import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_JSON_BODY_BYTES, MAX_ROWS } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import { MAX_JSON_DEPTH, sendText } from '../http/respond.ts'
import { restError } from './errors.ts'
import type { Media } from './media.ts'
import {
  parseFilters,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type Condition,
  type OrderItem,
  type SelectItem,
} from './query.ts'
import { Params, ident, selectListSql } from './sql.ts'

// What every PostgREST method shares: how a request's read part is parsed (select, filters,
// order, range), how Postgres builds the JSON answer, and how the answer is sent.

export const jsonErrors = {
  tooLarge: () => restError(413, 'PGRST413', 'Request body too large', `The limit is ${MAX_JSON_BODY_BYTES} bytes`),
  invalid: () => restError(400, 'PGRST102', 'Empty or invalid json'),
  // PostgreSQL's JSON parser refuses deep nesting with 54001, which PostgREST answers with 413.
  tooDeep: () =>
    restError(
      413,
      '54001',
      'stack depth limit exceeded',
      null,
      `The local server refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels (PostgreSQL's own limit follows max_stack_depth).`,
    ),
}

export interface Result {
  /** JSON array text built by Postgres. */
  body: string
  rows: number
  total?: number
}

/** PostgREST's Content-Range: `lower-upper/total`, `*` where there is no range or no count. */
export function contentRange(lower: number, upper: number, total?: number): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total === undefined ? '*' : total}`
}

/**
 * The total of `Prefer: count=…` over the rows `query` selects, as PostgREST counts: `exact` with
 * count(*); `planned` with the planner's estimate (EXPLAIN's top "Plan Rows", statistics of a
 * table never analyzed included); `estimated` exact up to max-rows, the estimate beyond.
 */
export async function countRows(
  tx: Queryable,
  kind: 'exact' | 'planned' | 'estimated',
  query: string,
  values: unknown[],
): Promise<number> {
  const count = async (limit = '') =>
    Number((await tx.query<{ n: number }>(`select count(*)::int as n from (${query}${limit}) as _c`, values)).rows[0].n)
  if (kind === 'exact') return count()
  if (kind === 'estimated') {
    const upToMaxRows = await count(` limit ${MAX_ROWS + 1}`)
    if (upToMaxRows <= MAX_ROWS) return upToMaxRows
  }
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${query}`, values)
  const plan = rows[0]['QUERY PLAN']
  return Math.round((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows'])
}

/** A read's status: 206 when a count shows that only part was returned, 416 past the end. */
export function readStatus(offset: number, rows: number, total?: number): number {
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

export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: { text: string; media: Media },
): void {
  if (!body) {
    res.writeHead(status, headers)
    res.end()
    return
  }
  sendText(res, status, body.text, headers, body.media.contentType)
}

export async function aggregate(tx: Queryable, innerSql: string, params: Params): Promise<Result> {
  const { rows } = await tx.query<{ body: string; n: number }>(
    `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (${innerSql}) as _r`,
    params.values,
  )
  return { body: rows[0].body, rows: Number(rows[0].n) }
}

/**
 * Runs a data-modifying statement (`… as _t`, without `returning`) and aggregates what it
 * returned (`select`); without `select` it returns nothing (no SELECT privilege needed). As
 * PostgREST, it returns only the columns selected and the primary key (all with `*`), so a column
 * the caller may not read does not refuse a write that does not ask for it.
 */
export async function runWrite(
  tx: Queryable,
  statement: string,
  select: SelectItem[] | undefined,
  params: Params,
  primaryKey: string[],
): Promise<Result> {
  if (!select) {
    const { rows } = await tx.query<{ n: number }>(
      `with _w as (${statement} returning 1 as _x) select count(*)::int as n from _w`,
      params.values,
    )
    return { body: '[]', rows: Number(rows[0].n) }
  }
  const returning = select.some((item) => item.column === '*')
    ? '_t.*'
    : [...new Set([...select.map((item) => item.column), ...primaryKey])].map((column) => `_t.${ident(column)}`).join(', ')
  const { rows } = await tx.query<{ body: string; n: number }>(
    `with _w as (${statement} returning ${returning}), _r as (select ${selectListSql(select, '_w')} from _w)
     select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from _r`,
    params.values,
  )
  return { body: rows[0].body, rows: Number(rows[0].n) }
}

export interface ReadRequest {
  select: SelectItem[]
  filters: Condition[]
  order: OrderItem[]
  limit?: number
  offset?: number
}

export function readRequest(req: IncomingMessage, url: URL, ignore: Set<string> = new Set()): ReadRequest {
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

export function limitSql(read: ReadRequest, params: Params): string {
  let sql = ''
  if (read.limit !== undefined) sql += ` limit ${params.add(read.limit)}`
  if (read.offset !== undefined) sql += ` offset ${params.add(read.offset)}`
  return sql
}
