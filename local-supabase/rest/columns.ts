import type { SchemaCache, Relation } from './schema-cache.ts'
import { restError } from './errors.ts'

// Column names a request mentions, checked against the schema cache as PostgREST does.

/** Columns read, filtered or ordered by: 42703 when unknown (computed fields are refused). */
export async function checkColumns(schema: SchemaCache, relation: Relation, columns: Iterable<string>): Promise<void> {
  for (const column of columns) {
    if (relation.columns.has(column)) continue
    if (await schema.isComputedField(relation.name, column)) {
      throw restError(
        400,
        'PGRST100',
        '"Computed fields are not supported by the local server"',
        `${column} is a function of ${relation.name}; select its columns and compute it in the app, or use a view`,
      )
    }
    throw restError(400, '42703', `column ${relation.name}.${column} does not exist`)
  }
}

/** Columns a body writes: PGRST204 when unknown. */
export function checkBodyColumns(relation: Relation, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw restError(400, 'PGRST204', `Could not find the '${column}' column of '${relation.name}' in the schema cache`)
    }
  }
}
