import type { Database } from '../db/database.ts'
import { restError } from './errors.ts'

export interface Relation {
  name: string
  columns: Set<string>
  primaryKey: string[]
}

export interface FunctionInfo {
  name: string
  args: { name: string; type: string; hasDefault: boolean }[]
  returnsSet: boolean
  /** 'c' composite (row), 'b' base, 'p' pseudo (void, record), 'd' domain, 'e' enum … */
  returnTypeKind: string
  returnsVoid: boolean
}

/** What PostgREST calls the schema cache: the exposed relations and functions of `public`. */
export class SchemaCache {
  private relations = new Map<string, Relation>()
  private functions = new Map<string, FunctionInfo>()

  constructor(private readonly db: Database) {}

  clear(): void {
    this.relations.clear()
    this.functions.clear()
  }

  async relation(name: string): Promise<Relation> {
    const cached = this.relations.get(name)
    if (cached) return cached
    const { rows } = await this.db.query<{ columns: string[] | null; pk: string[] | null }>(
      `select
         (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         (select array_agg(a.attname::text order by a.attnum) from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
           where i.indrelid = c.oid and i.indisprimary) as pk
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [name],
    )
    const row = rows[0]
    if (!row) {
      throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`)
    }
    const relation = { name, columns: new Set(row.columns ?? []), primaryKey: row.pk ?? [] }
    this.relations.set(name, relation)
    return relation
  }

  async function(name: string): Promise<FunctionInfo> {
    const cached = this.functions.get(name)
    if (cached) return cached
    const { rows } = await this.db.query<{
      arg_names: string[] | null
      arg_types: string[] | null
      nargs: number
      ndefaults: number
      retset: boolean
      typtype: string
      rettype: string
    }>(
      `select p.proargnames::text[] as arg_names,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
              p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
              rt.typtype::text as typtype, format_type(p.prorettype, null) as rettype
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
         and p.prorettype <> 'trigger'::regtype`,
      [name],
    )
    if (rows.length !== 1) {
      throw restError(
        404,
        'PGRST202',
        rows.length === 0
          ? `Could not find the function public.${name} in the schema cache`
          : `Could not choose the best candidate function between overloads of public.${name}`,
      )
    }
    const row = rows[0]
    const argTypes = row.arg_types ?? []
    const argNames = row.arg_names ?? []
    const info: FunctionInfo = {
      name,
      args: argTypes.map((type, i) => ({
        name: argNames[i] ?? '',
        type,
        hasDefault: i >= row.nargs - row.ndefaults,
      })),
      returnsSet: row.retset,
      returnTypeKind: row.typtype,
      returnsVoid: row.rettype === 'void',
    }
    this.functions.set(name, info)
    return info
  }
}
