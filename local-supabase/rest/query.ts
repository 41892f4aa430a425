import { restError } from './errors.ts'

/** Parsed PostgREST query string: https://postgrest.org/en/stable/references/api/tables_views.html */

export type Condition =
  | { kind: 'column'; column: string; operator: string; value: string; negate: boolean }
  | { kind: 'logic'; operator: 'and' | 'or'; items: Condition[]; negate: boolean }

export interface SelectItem {
  column: string // '*' for all
  alias?: string
  cast?: string
}

export interface OrderItem {
  column: string
  descending: boolean
  nulls?: 'first' | 'last'
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const CASTS = new Set([
  'text',
  'int',
  'integer',
  'bigint',
  'numeric',
  'float',
  'json',
  'jsonb',
  'date',
  'timestamptz',
  'uuid',
  'boolean',
])
export const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is'])
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or', 'not.and', 'not.or'])

function parseError(message: string, details: string | null = null) {
  return restError(400, 'PGRST100', message, details)
}

export function checkIdentifier(name: string, what = 'column'): string {
  if (!IDENTIFIER.test(name)) {
    throw parseError(`"failed to parse ${what} name"`, `Unexpected ${what} "${name}"`)
  }
  return name
}

/**
 * A column as a request names it: an identifier, or any name in double quotes ("my col").
 * JSON paths (data->key) are refused clearly: the local server does not support them.
 */
export function parseColumnName(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) return raw.slice(1, -1).replace(/\\(.)/g, '$1')
  if (raw.includes('->')) {
    throw parseError(
      '"JSON paths are not supported by the local server"',
      `Select, filter or order by the whole column instead of "${raw}"`,
    )
  }
  return checkIdentifier(raw)
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + text[++i]
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  if (quoted || depth !== 0) throw parseError('"failed to parse logic tree"', `Unbalanced quotes or parentheses in "${text}"`)
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  const trimmed = value
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return trimmed
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ column: '*' }]
  return splitTopLevel(raw.replace(/\s+(?=([^"]*"[^"]*")*[^"]*$)/g, '')).map((item) => {
    if (item.includes('(')) {
      throw parseError(
        '"Resource embedding is not supported by the local server"',
        `Use a view or a separate request instead of "${item}"`,
      )
    }
    if (item.includes('->')) {
      throw parseError('"JSON paths in select are not supported by the local server"', item)
    }
    let rest = item
    let alias: string | undefined
    const colon = rest.indexOf(':')
    if (colon > 0 && rest[colon + 1] !== ':') {
      alias = checkIdentifier(rest.slice(0, colon), 'alias')
      rest = rest.slice(colon + 1)
    }
    let cast: string | undefined
    const castAt = rest.indexOf('::')
    if (castAt > 0) {
      cast = rest.slice(castAt + 2)
      rest = rest.slice(0, castAt)
      if (!CASTS.has(cast)) throw parseError('"Unsupported cast in select"', cast)
    }
    if (rest === '*') return { column: '*' }
    return { column: parseColumnName(rest), alias, cast }
  })
}

export function parseOrder(raw: string | null): OrderItem[] {
  if (!raw) return []
  return splitTopLevel(raw).map((item) => {
    const [column, ...modifiers] = item.split('.')
    if (column.includes('(')) throw parseError('"Ordering by embedded resources is not supported"', item)
    const order: OrderItem = { column: parseColumnName(column), descending: false }
    for (const modifier of modifiers) {
      if (modifier === 'asc') order.descending = false
      else if (modifier === 'desc') order.descending = true
      else if (modifier === 'nullsfirst') order.nulls = 'first'
      else if (modifier === 'nullslast') order.nulls = 'last'
      else throw parseError('"failed to parse order"', `Unexpected "${modifier}" in "${item}"`)
    }
    return order
  })
}

/** `[not.]operator.value` for a column filter. */
export function parseColumnFilter(column: string, raw: string): Condition {
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const operator = dot < 0 ? rest : rest.slice(0, dot)
  const value = dot < 0 ? '' : rest.slice(dot + 1)
  if (!OPERATORS.has(operator)) {
    throw parseError('"failed to parse filter"', `Operator "${operator}" is not supported by the local server (${column}=${raw})`)
  }
  return { kind: 'column', column: parseColumnName(column), operator, value, negate }
}

/** Deepest and/or nesting accepted (PostgREST has no documented limit; ours keeps the parser's stack safe). */
export const MAX_LOGIC_DEPTH = 32

/** A logic tree: `(a.eq.1,or(b.gt.2,c.is.null),not.d.eq.4)`. */
export function parseLogic(operator: 'and' | 'or', raw: string, negate: boolean, depth = 1): Condition {
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError(
      '"failed to parse logic tree"',
      `Logic trees nested deeper than ${MAX_LOGIC_DEPTH} are not supported by the local server`,
    )
  }
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError('"failed to parse logic tree"', `Expected parentheses in "${raw}"`)
  }
  const items = splitTopLevel(raw.slice(1, -1)).map((part): Condition => {
    let text = part
    let negated = false
    if (text.startsWith('not.')) {
      negated = true
      text = text.slice(4)
    }
    const nested = /^(and|or)(\(.*\))$/s.exec(text)
    if (nested) return parseLogic(nested[1] as 'and' | 'or', nested[2], negated, depth + 1)
    const dot = text.indexOf('.')
    if (dot <= 0) throw parseError('"failed to parse logic tree"', `Unexpected "${part}"`)
    const condition = parseColumnFilter(text.slice(0, dot), text.slice(dot + 1))
    if (condition.kind === 'column') {
      condition.negate = condition.negate !== negated
      condition.value = condition.operator === 'in' ? condition.value : unquote(condition.value)
    }
    return condition
  })
  return { kind: 'logic', operator, items, negate }
}

/** Every query parameter that is not reserved is a filter. */
export function parseFilters(params: URLSearchParams, ignore: Set<string> = new Set()): Condition[] {
  const conditions: Condition[] = []
  for (const [key, value] of params) {
    if (ignore.has(key)) continue
    if (key === 'and' || key === 'or') conditions.push(parseLogic(key, value, false))
    else if (key === 'not.and' || key === 'not.or') conditions.push(parseLogic(key.slice(4) as 'and' | 'or', value, true))
    else if (!RESERVED.has(key)) conditions.push(parseColumnFilter(key, value))
  }
  return conditions
}

export function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError('"failed to parse filter (in)"', `Expected a parenthesised list, got "${raw}"`)
  }
  const inner = raw.slice(1, -1)
  if (inner === '') return []
  return splitTopLevel(inner).map(unquote)
}

export function parseNonNegativeInt(raw: string | null, name: string): number | undefined {
  if (raw === null) return undefined
  if (!/^\d+$/.test(raw)) throw parseError(`"failed to parse ${name}"`, `"${raw}" is not a non-negative integer`)
  return Number(raw)
}
