import { asCaller } from '../db/as-caller.ts'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import { isPlainObject, readJson } from '../http/respond.ts'
import { restError } from './errors.ts'
import { shapeBody } from './media.ts'
import { appliedHeader, type Preferences } from './preferences.ts'
import { parseColumnName, parseSelect } from './query.ts'
import { checkBodyColumns, checkColumns } from './columns.ts'
import { contentRange, jsonErrors, runWrite, send } from './results.ts'
import { Params, ident } from './sql.ts'
import type { TableRequest } from './table-request.ts'

// How PostgREST tells an upsert's inserts from its updates: each row read from the body adds one
// to a transaction setting, each conflict that turns into an update takes one away.
const COUNTER = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`
const COUNT_INSERT = `set_config('pgrst.inserted', (${COUNTER} + 1)::text, true) <> '0'`
const COUNT_UPDATE = `set_config('pgrst.inserted', (${COUNTER} - 1)::text, true) <> '-1'`

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

/** POST on a table: insert, or upsert with Prefer: resolution=…; 201, or 200 when an upsert only updated. */
export async function insertRows({ ctx, req, res, url, caller, relation, target, prefs, media, rollback }: TableRequest) {
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
    ctx.schema,
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
    await checkColumns(ctx.schema, relation, keys)
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
          : await runWrite(tx, source + conflict, representation ? select : undefined, params, relation.primaryKey)
      const inserted = countInserts ? Number((await tx.query<{ n: number }>(`select ${COUNTER} as n`)).rows[0].n) : r.rows
      return { ...r, inserted, text: representation ? shapeBody(media, r.body, r.rows) : '' }
    },
    { rollback },
  )
  const status = merging && written.inserted <= 0 ? 200 : 201
  headers['Content-Range'] = contentRange(1, 0, prefs.count ? written.rows : undefined)
  if (representation) send(res, status, headers, { text: written.text, media })
  else send(res, status, { ...headers, 'Content-Length': '0' })
}
