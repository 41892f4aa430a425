// A postgres_changes `filter` as Realtime reads it: `column=op.value`, several joined by commas
// (all must hold), with the operators eq, neq, lt, lte, gt, gte and in — `in.(a,b,"c,d")`.
// Values are compared as the column's type: numbers as numbers, times as instants, the rest as text.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'

export interface Condition {
  column: string
  op: FilterOp
  /** One value, or the list of `in`. */
  values: string[]
}

const OPS: FilterOp[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']
/** Realtime's own operators this server does not implement: refused by name, never ignored. */
const NOT_SERVED = ['like', 'ilike', 'is', 'match', 'imatch', 'isdistinct', 'not']

export class FilterError extends Error {}

function inList(text: string): string[] {
  const inner = /^\((.*)\)$/.exec(text)?.[1]
  if (inner === undefined) throw new FilterError(`Error parsing \`filter\` params: ["in", ${JSON.stringify(text)}]`)
  const values: string[] = []
  for (const match of inner.matchAll(/\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/g)) {
    if (match.index === inner.length) break
    values.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2].trim())
  }
  if (values.length > 100) throw new FilterError('too many values for `in` filter. Maximum 100')
  return values
}

/** The conditions of `filter` (none for an empty one), or FilterError with Realtime's wording. */
export function parseFilter(filter: string | undefined): Condition[] {
  if (filter === undefined || filter.trim() === '') return []
  return splitConditions(filter).map((part) => {
    const eq = part.indexOf('=')
    const column = part.slice(0, eq).trim()
    const rest = part.slice(eq + 1)
    const dot = rest.indexOf('.')
    const op = rest.slice(0, dot)
    const value = rest.slice(dot + 1)
    if (eq <= 0 || dot <= 0) throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify(rest.split('.'))}`)
    if (NOT_SERVED.includes(op)) {
      throw new FilterError(`The local server does not implement the \`${op}\` filter operator (only ${OPS.join(', ')})`)
    }
    if (!OPS.includes(op as FilterOp)) throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify([op, value])}`)
    return { column, op: op as FilterOp, values: op === 'in' ? inList(value) : [value] }
  })
}

/** Splits on the commas between conditions, not those inside an `in` list. */
function splitConditions(filter: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < filter.length; i++) {
    if (filter[i] === '(') depth++
    else if (filter[i] === ')') depth--
    else if (filter[i] === ',' && depth === 0) {
      parts.push(filter.slice(start, i))
      start = i + 1
    }
  }
  parts.push(filter.slice(start))
  return parts
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const TIME = new Set(['timestamptz', 'timestamp', 'date'])

function comparable(value: unknown, type: string): number | string | null {
  if (value === null || value === undefined) return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (NUMERIC.has(type)) return Number(text)
  if (TIME.has(type)) return Date.parse(type === 'timestamp' ? `${text}Z` : text)
  if (type === 'uuid') return text.toLowerCase()
  return text
}

function holds(op: FilterOp, left: number | string, right: number | string): boolean {
  switch (op) {
    case 'eq':
    case 'in':
      return left === right
    case 'neq':
      return left !== right
    case 'lt':
      return left < right
    case 'lte':
      return left <= right
    case 'gt':
      return left > right
    case 'gte':
      return left >= right
  }
}

/**
 * Whether a row passes every condition. `types` gives each column's type name; a condition on a
 * column the row does not carry fails (as Realtime's is_visible_through_filters), as does a null.
 */
export function passes(conditions: Condition[], row: Record<string, unknown>, types: Map<string, string>): boolean {
  return conditions.every(({ column, op, values }) => {
    if (!(column in row)) return false
    const type = types.get(column) ?? 'text'
    const left = comparable(row[column], type)
    if (left === null) return false
    return values.some((value) => {
      const right = comparable(value, type)
      return right !== null && holds(op, left, right)
    })
  })
}
