import type { JwtKeys } from '../auth/jwt.ts'
import type { Database } from '../db/database.ts'
import type { SchemaCache } from './schema-cache.ts'

export interface RestContext {
  db: Database
  keys: JwtKeys
  schema: SchemaCache
}
