import type { Change } from './capture.ts'
import type { TableShape } from './tables.ts'

// The `data` of a postgres_changes event as Supabase Realtime sends it (its apply_rls function):
// schema, table, commit_timestamp, type, the columns the role may select, `record` (INSERT,
// UPDATE), `old_record` (UPDATE, DELETE: the replica identity — the primary key unless the table
// is REPLICA IDENTITY FULL; a DELETE on a table with RLS shows only the primary key, which
// Realtime cannot check against the policies), and `errors`.

export interface ChangeData {
  schema: string
  table: string
  type: Change['type']
  commit_timestamp?: string
  columns?: Array<{ name: string; type: string }>
  record?: Record<string, unknown>
  old_record?: Record<string, unknown>
  errors: string[] | null
}

function pick(row: Record<string, unknown> | null, names: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  for (const name of names) if (row && name in row) picked[name] = row[name]
  return picked
}

/** What the role sees of `change`, or the 401 Realtime sends when the role may not read its primary key. */
export function changeData(change: Change, shape: TableShape): ChangeData {
  const base = { schema: change.schema, table: change.table, type: change.type }
  const selectable = shape.columns.map((c) => c.name)
  if (change.type !== 'DELETE' && !shape.primaryKey.every((key) => selectable.includes(key))) {
    return { ...base, errors: ['Error 401: Unauthorized'] }
  }
  const identity = (shape.fullIdentity ? selectable : shape.primaryKey).filter((name) => selectable.includes(name))
  const data: ChangeData = { ...base, commit_timestamp: change.commitTimestamp, columns: shape.columns, errors: null }
  if (change.type !== 'DELETE') data.record = pick(change.record, selectable)
  if (change.type === 'UPDATE') data.old_record = pick(change.old, identity)
  if (change.type === 'DELETE') data.old_record = pick(change.old, shape.rowSecurity ? shape.primaryKey : identity)
  return data
}

/** The old row as a DELETE's filters see it: its replica identity. */
export function identityOf(change: Change, shape: TableShape): Record<string, unknown> {
  return pick(change.old, shape.fullIdentity ? [...shape.types.keys()] : shape.primaryKey)
}
