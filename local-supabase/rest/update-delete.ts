import { asCaller } from '../db/as-caller.ts'
import { MAX_JSON_BODY_BYTES } from '../config.ts'
import { isPlainObject, readJson } from '../http/respond.ts'
import { shapeBody } from './media.ts'
import { appliedHeader, checkMaxAffected } from './preferences.ts'
import { parseColumnName } from './query.ts'
import { checkBodyColumns, checkColumns } from './columns.ts'
import { contentRange, jsonErrors, readRequest, runWrite, send } from './results.ts'
import { Params, conditionColumns, ident, whereSql } from './sql.ts'
import type { TableRequest } from './table-request.ts'

/** PATCH and DELETE on a table: the rows the filters select, changed or removed (RLS decides which). */
export async function updateOrDeleteRows(
  { ctx, req, res, url, caller, relation, target, prefs, media, rollback }: TableRequest,
  method: 'PATCH' | 'DELETE',
) {
  const read = readRequest(req, url)
  await checkColumns(ctx.schema, relation, [
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
        ? await runWrite(tx, statement, representation ? read.select : undefined, params, relation.primaryKey)
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
}
