import { evictAds } from './ads/cache'
import { PUBLIC_ADS_PULLED } from './ads/pull'
import { offlineDb } from './store/offline-db'
import type { OfflineDatabase } from './store/database'

/** The ads the phone keeps for a person whatever happens: their favourites and those of their conversations. */
export async function adsKeptFor(db: OfflineDatabase, userId: string | null): Promise<string[]> {
  if (!userId) return []
  const favoritos = (await db.favoritos.where('user_id').equals(userId).toArray()).map((f) => f.anuncio_id)
  const conversas = (await db.mensagens.toArray()).map((m) => m.anuncio_id)
  return [...new Set([...favoritos, ...conversas])]
}

/**
 * "Liberar espaço" (/configuracoes): forgets the copies of other people's ads kept for offline
 * browsing; the next visit online brings the list again. The person's own ads, favourites,
 * conversations' ads, anything pending and the outbox stay. Answers how many ads were forgotten.
 */
export async function freeSavedCopies(userId: string | null, db: OfflineDatabase = offlineDb): Promise<number> {
  const forgotten = await evictAds(db, { ownerId: userId, favoritos: await adsKeptFor(db, userId), limit: 0 })
  await db.meta.delete(PUBLIC_ADS_PULLED)
  return forgotten
}
