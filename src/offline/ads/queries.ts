import { isPublicAd } from '@/lib/rules/ad-time'
import { newestFirst } from '@/lib/formats/order'
import type { CachedAd } from './types'
import type { CachedComment } from '../social/types'
import type { OfflineDatabase } from '../store/database'

// What the screens read, straight from the phone's copy. Wrapped in live queries (hooks.ts), so
// a change made here or brought by a sync shows at once.

/** Public ads as the server showed them, newest first (pending ones are not public yet). */
export async function latestPublicAds(db: OfflineDatabase, limit: number): Promise<CachedAd[]> {
  const ads = await db.anuncios.where('status').equals('ativo').toArray()
  return ads
    .filter((ad) => !ad.pending && isPublicAd(ad))
    .sort(newestFirst)
    .slice(0, limit)
}

/** How many related ads an ad's page shows. */
export const RELATED_ADS = 3

/** Up to `limit` other public ads of the same category. */
export async function relatedAds(
  db: OfflineDatabase,
  ad: Pick<CachedAd, 'id' | 'categoria'>,
  limit = RELATED_ADS,
): Promise<CachedAd[]> {
  const ads = await db.anuncios.where('categoria').equals(ad.categoria).toArray()
  return ads
    .filter((other) => other.id !== ad.id && isPublicAd(other) && !other.pending)
    .sort(newestFirst)
    .slice(0, limit)
}

/** The person's ads in every status, pending ones included, newest first. */
export async function ownAds(db: OfflineDatabase, userId: string): Promise<CachedAd[]> {
  return (await db.anuncios.where('user_id').equals(userId).toArray()).sort(newestFirst)
}

/** The ads the person marked, newest mark first (ads not on the phone yet are skipped). */
export async function favoriteAds(db: OfflineDatabase, userId: string): Promise<CachedAd[]> {
  const marks = (await db.favoritos.where('user_id').equals(userId).toArray()).sort(newestFirst)
  const ads = await db.anuncios.bulkGet(marks.map((m) => m.anuncio_id))
  return ads.filter((ad): ad is CachedAd => ad !== undefined)
}

export async function isFavorite(db: OfflineDatabase, userId: string, anuncioId: string): Promise<boolean> {
  return (await db.favoritos.get([userId, anuncioId])) !== undefined
}

/** Comments of an ad, newest first, the phone's pending ones included. */
/**
 * An ad's comments, newest first. A comment is pending while its sending waits in the outbox, and
 * not a moment longer: the mark follows the outbox, not a flag that only a later pull would clear.
 */
export async function adComments(db: OfflineDatabase, anuncioId: string): Promise<CachedComment[]> {
  const [all, queued] = await Promise.all([
    db.comentarios.where('anuncio_id').equals(anuncioId).toArray(),
    db.outbox.where('entity').equals(`anuncio:${anuncioId}`).toArray(),
  ])
  const waiting = new Set(queued.flatMap((item) => (item.kind === 'comentar' ? [item.payload.comentario.id] : [])))
  return all.map((c) => ({ ...c, pending: waiting.has(c.id) })).sort(newestFirst)
}
