import type { Author } from '@/lib/server/session'
import type { OfflineDatabase } from '../store/database'
import { offlineDb } from '../store/offline-db'

export type { Author }

const listeners = new Set<() => void>()

/** Called after each change a screen records (the app's sync sends it: at once online, later offline). */
export function onRecorded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Records a change of `userId` (never of an unknown account: it is sent only under that one), then says so. */
export async function record<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (!userId) throw new Error('A sessão ainda não foi carregada. Tente de novo em instantes.')
  const result = await work()
  for (const listener of listeners) listener()
  return result
}

/**
 * What the screens call for one of a domain's recording actions (`action(db, who, …)`): the same
 * action on the phone's database, recorded under `who` — the author, or the person's id. Bind it
 * with `/*#__PURE__*\/` so a screen that never calls it does not carry it.
 */
export function onThePhone<Who extends Author | string, Args extends unknown[], Result>(
  action: (db: OfflineDatabase, who: Who, ...args: Args) => Promise<Result>,
): (who: Who, ...args: Args) => Promise<Result> {
  return (who, ...args) => record(typeof who === 'string' ? who : who.id, () => action(offlineDb, who, ...args))
}
