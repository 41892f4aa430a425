import { asCaller } from '../db/as-caller.ts'
import { appliedHeader } from './preferences.ts'
import { checkColumns } from './columns.ts'
import { aggregate, contentRange, countRows, limitSql, readRequest, readStatus, send } from './results.ts'
import { Params, conditionColumns, orderSql, selectListSql, whereSql } from './sql.ts'
import type { TableRequest } from './table-request.ts'
import { shapeBody } from './media.ts'

/** GET and HEAD on a table: the rows the filters select, in order, within the range, counted on request. */
export async function readTable(
  { ctx, req, res, url, caller, relation, target, prefs, media }: TableRequest,
  method: 'GET' | 'HEAD',
) {
  const read = readRequest(req, url)
  await checkColumns(ctx.schema, relation, [
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
      r.total = await countRows(tx, prefs.count, `select 1 from ${target} as _t${countWhere}`, countParams.values)
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
}
