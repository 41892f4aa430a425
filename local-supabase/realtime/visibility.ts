import type { Database } from '../db/database.ts'
import type { ChannelIdentity } from './tokens.ts'
import type { TableShape } from './tables.ts'

// Whether a subscriber may read a row, asked as Realtime asks it: under the subscriber's role and
// JWT claims, `select exists(select 1 from <table> where <primary key> = <the row's>)`, so the
// table's row-level security decides exactly as it does for the REST API.

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
    return await db.transaction(async (tx) => {
      // SET ROLE takes no parameter; the role was checked against the API roles (tokens.ts).
      await tx.query(`set local role ${who.role}`)
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
                set_config('request.jwt.claim.role', $3, true)`,
        [JSON.stringify(who.claims), typeof who.claims.sub === 'string' ? who.claims.sub : '', who.role],
      )
      const { rows } = await tx.query<{ visible: boolean }>(
        `select exists (select 1 from ${ident(schema)}.${ident(table)} where ${where.join(' and ')}) as visible`,
        shape.primaryKey.map((column) => asText(row[column])),
      )
      return rows[0]?.visible === true
    })
  } catch {
    // Refused by a grant (the role may not read the table at all): not visible.
    return false
  }
}
