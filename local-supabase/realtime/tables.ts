import type { Database } from '../db/database.ts'

// What Realtime needs to know of a table, per role: its columns the role may select (name and
// type, in their order: the event's `columns`), its primary key, its replica identity (what an
// UPDATE's or DELETE's old_record shows), and whether it is in the supabase_realtime publication.

export interface TableShape {
  /** Columns the role may select, in order, with their type names. */
  columns: Array<{ name: string; type: string }>
  types: Map<string, string>
  primaryKey: string[]
  /** REPLICA IDENTITY FULL: the whole old row; otherwise its primary key only. */
  fullIdentity: boolean
  rowSecurity: boolean
  published: boolean
}

interface ColumnRow {
  name: string
  type: string
  selectable: boolean
  is_pkey: boolean
  full_identity: boolean
  row_security: boolean
  published: boolean
}

export class TableShapes {
  private readonly cache = new Map<string, Promise<TableShape | null>>()
  constructor(private readonly db: Database) {}

  /** The table as `role` sees it; null when there is no such table. */
  get(schema: string, table: string, role: string): Promise<TableShape | null> {
    const key = `${role}\u0000${schema}\u0000${table}`
    let shape = this.cache.get(key)
    if (!shape) {
      shape = this.read(schema, table, role)
      this.cache.set(key, shape)
    }
    return shape
  }

  private async read(schema: string, table: string, role: string): Promise<TableShape | null> {
    const { rows } = await this.db.query<ColumnRow>(
      `select a.attname as name, t.typname as type,
              has_column_privilege($3, c.oid, a.attname, 'SELECT') as selectable,
              coalesce(a.attnum = any(pk.conkey), false) as is_pkey,
              c.relreplident = 'f' as full_identity,
              c.relrowsecurity as row_security,
              exists (select 1 from pg_publication_tables p
                      where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname) as published
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')
       order by a.attnum`,
      [schema, table, role],
    )
    if (rows.length === 0) return null
    const columns = rows.filter((r) => r.selectable).map((r) => ({ name: r.name, type: r.type }))
    return {
      columns,
      types: new Map(rows.map((r) => [r.name, r.type])),
      primaryKey: rows.filter((r) => r.is_pkey).map((r) => r.name),
      fullIdentity: rows[0].full_identity,
      rowSecurity: rows[0].row_security,
      published: rows[0].published,
    }
  }
}
