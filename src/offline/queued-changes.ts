import { syncNow } from './app-sync'
import { retry } from './engine/outbox'
import type { ConflictChoice } from './ads/conflict'
import { offlineDb as db } from './store/offline-db'

/** The person asks to send a refused change again. */
export const tentarDeNovo = (seq: number) => retry(db, seq).then(() => void syncNow())

/** The person drops a refused change; the ad goes back to what the server has on the next refresh. */
export const descartarAlteracao = (seq: number) =>
  import('./registry').then(({ discard }) => discard(db, seq)).then(() => void syncNow())

/** The person settles an edit another device changed meanwhile ("Manter o meu" / "Manter o que está no servidor"). */
export const resolverConflito = (seq: number, escolha: ConflictChoice) =>
  import('./ads/conflict').then(({ resolverConflito: resolve }) => resolve(db, seq, escolha)).then(() => void syncNow())
