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
  /** One unnamed parameter (json, jsonb, text, xml or bytea) that takes the whole request body. */
  wholeBody: boolean
}

const WHOLE_BODY_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea'])

/** What PostgREST calls the schema cache: the exposed relations and functions of `public`. */
export class SchemaCache {
  private relations = new Map<string, Relation>()
  private overloads = new Map<string, FunctionInfo[]>()

  constructor(private readonly db: Database) {}

  clear(): void {
    this.relations.clear()
    this.overloads.clear()
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

  /** Whether `name` is a computed field of the relation: a function of `public` taking its row. */
  async isComputedField(relation: string, name: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `select 1 from pg_proc p join pg_type t on t.oid = p.proargtypes[0]
       where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.pronargs = 1
         and t.typrelid = format('public.%I', $2::text)::regclass`,
      [name, relation],
    )
    return rows.length > 0
  }

  /** Every callable overload of a function of `public`, as PostgREST's schema cache lists them (maybe none). */
  async functions(name: string): Promise<FunctionInfo[]> {
    const cached = this.overloads.get(name)
    if (cached) return cached
    const { rows } = await this.db.query<{
      arg_names: string[] | null
      arg_modes: string[] | null
      arg_types: string[] | null
      nargs: number
      ndefaults: number
      retset: boolean
      typtype: string
      rettype: string
    }>(
      `select p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
              p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
              rt.typtype::text as typtype, format_type(p.prorettype, null) as rettype
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
         and p.prorettype <> 'trigger'::regtype
       order by p.oid`,
      [name],
    )
    const overloads = rows.flatMap((row): FunctionInfo[] => {
      const argTypes = row.arg_types ?? []
      // proargnames lists output parameters too; the inputs are those of mode in, inout or variadic.
      const inputNames = (row.arg_names ?? []).filter((_, i) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[i]))
      const args = argTypes.map((type, i) => ({ name: inputNames[i] ?? '', type, hasDefault: i >= row.nargs - row.ndefaults }))
      const unnamed = args.filter((a) => a.name === '')
      const wholeBody = args.length === 1 && unnamed.length === 1 && WHOLE_BODY_TYPES.has(unnamed[0].type)
      // Like PostgREST, a function with unnamed parameters it cannot fill is not callable.
      if (unnamed.length > 0 && !wholeBody) return []
      return [
        {
          name,
          args,
          wholeBody,
          returnsSet: row.retset,
          returnTypeKind: row.typtype,
          returnsVoid: row.rettype === 'void',
        },
      ]
    })
    this.overloads.set(name, overloads)
    return overloads
  }
}
