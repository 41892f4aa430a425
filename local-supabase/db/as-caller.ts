import type { Caller } from '../http/caller.ts'
import type { Database, Queryable } from './database.ts'

const ROLLBACK = Symbol('rollback')

/**
 * One transaction under the caller's role with its JWT claims, exactly as PostgREST runs a
 * request, so Postgres itself enforces grants and row-level security. `rollback`: the work's
 * result is returned and its changes discarded (PostgREST's `Prefer: tx=rollback`).
 */
export async function asCaller<T>(
  db: Database,
  caller: Caller,
  work: (tx: Queryable) => Promise<T>,
  { rollback = false } = {},
): Promise<T> {
  if (!rollback) return inTransaction(db, caller, work)
  let result: T | undefined
  try {
    await inTransaction(db, caller, async (tx) => {
      result = await work(tx)
      throw ROLLBACK
    })
  } catch (error) {
    if (error !== ROLLBACK) throw error
  }
  return result as T
}

function inTransaction<T>(db: Database, caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T> {
  // SET ROLE takes no parameter; caller.role comes from a fixed list checked in identifyCaller.
  const role = { anon: 'anon', authenticated: 'authenticated', service_role: 'service_role' }[caller.role]
  return db.transaction(async (tx) => {
    await tx.query(`set local role ${role}`)
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true), set_config('request.headers', $4, true)`,
      [
        JSON.stringify(caller.claims),
        typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
        role,
        JSON.stringify(caller.headers ?? {}),
      ],
    )
    return work(tx)
  })
}
