import { asCaller } from '../db/as-caller.ts'
import type { Database } from '../db/database.ts'
import type { ChannelIdentity } from './tokens.ts'
import type { TableShape } from './tables.ts'

// Whether a subscriber may read a row, asked as Realtime asks it: under the subscriber's role and
// JWT claims (as PostgREST runs a request: asCaller), `select exists(select 1 from <table> where
// <primary key> = <the row's>)`, so the table's row-level security decides as it does for the API.

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

export async function mayRead(
  db: Database,
  who: ChannelIdentity,
  schema: string,
  table: string,
  shape: TableShape,
  row: Record<string, unknown>,
): Promise<boolean> {
  if (shape.primaryKey.length === 0) return false
  const where = shape.primaryKey.map((column, i) => `${ident(column)} = $${i + 1}::${ident(shape.types.get(column) ?? 'text')}`)
  try {
    const { rows } = await asCaller(db, { ...who, headers: {} }, (tx) =>
      tx.query<{ visible: boolean }>(
        `select exists (select 1 from ${ident(schema)}.${ident(table)} where ${where.join(' and ')}) as visible`,
        shape.primaryKey.map((column) => asText(row[column])),
      ),
    )
    return rows[0]?.visible === true
  } catch {
    // Refused by a grant (the role may not read the table at all): not visible.
    return false
  }
}
