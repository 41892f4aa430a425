import { restError } from './errors.ts'
import { parseInList, type Condition, type OrderItem, type SelectItem } from './query.ts'

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** Collects positional parameters ($1, $2 …) for one statement. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }

function columnCondition(condition: Extract<Condition, { kind: 'column' }>, alias: string, params: Params): string {
  const column = `${alias}.${ident(condition.column)}`
  const { operator, value } = condition
  let sql: string
  if (operator in COMPARISON) {
    sql = `${column} ${COMPARISON[operator]} ${params.add(value)}`
  } else if (operator === 'like' || operator === 'ilike') {
    sql = `${column}::text ${operator} ${params.add(value.replace(/\*/g, '%'))}`
  } else if (operator === 'match' || operator === 'imatch') {
    sql = `${column}::text ${operator === 'match' ? '~' : '~*'} ${params.add(value)}`
  } else if (operator === 'in') {
    const list = parseInList(value)
    sql = list.length === 0 ? 'false' : `${column} in (${list.map((v) => params.add(v)).join(', ')})`
  } else if (operator === 'is') {
    const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown', not_null: 'not null' }[value.toLowerCase()]
    if (!literal) {
      throw restError(400, 'PGRST100', '"failed to parse filter (is)"', `Unknown value "${value}" for is`)
    }
    sql = `${column} is ${literal}`
  } else {
    throw restError(400, 'PGRST100', '"failed to parse filter"', `Unsupported operator ${operator}`)
  }
  return condition.negate ? `not (${sql})` : sql
}

export function conditionSql(condition: Condition, alias: string, params: Params): string {
  if (condition.kind === 'column') return columnCondition(condition, alias, params)
  const parts = condition.items.map((item) => conditionSql(item, alias, params))
  const joined = parts.length === 0 ? 'true' : `(${parts.join(condition.operator === 'and' ? ' and ' : ' or ')})`
  return condition.negate ? `not ${joined}` : joined
}

export function whereSql(conditions: Condition[], alias: string, params: Params): string {
  if (conditions.length === 0) return ''
  return ' where ' + conditions.map((c) => conditionSql(c, alias, params)).join(' and ')
}

export function selectListSql(items: SelectItem[], alias: string): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${alias}.*`
      const expr = `${alias}.${ident(item.column)}${item.cast ? `::${item.cast}` : ''}`
      const name = item.alias ?? item.column
      return `${expr} as ${ident(name)}`
    })
    .join(', ')
}

export function orderSql(order: OrderItem[], alias: string): string {
  if (order.length === 0) return ''
  return (
    ' order by ' +
    order
      .map((o) => `${alias}.${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`)
      .join(', ')
  )
}

/** Columns named anywhere in a filter tree, to check them against the relation. */
export function conditionColumns(conditions: Condition[]): string[] {
  return conditions.flatMap((c) => (c.kind === 'column' ? [c.column] : conditionColumns(c.items)))
}
