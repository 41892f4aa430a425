import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Caller } from '../http/caller.ts'
import type { Media } from './media.ts'
import type { Preferences } from './preferences.ts'
import type { Relation } from './schema-cache.ts'
import type { RestContext } from './context.ts'

/** A request on a table, with what every method reads first. */
export interface TableRequest {
  ctx: RestContext
  req: IncomingMessage
  res: ServerResponse
  url: URL
  caller: Caller
  relation: Relation
  /** The table, quoted for SQL: public."name". */
  target: string
  prefs: Preferences
  media: Media
  rollback: boolean
}
