import { useLiveQuery } from '../engine/live-query'
import { readerForCaller } from '@/lib/server/rest-reader'
import { useRefresh } from '../engine/use-refresh'
import { offlineDb as db } from '../store/offline-db'
import { pixKeyEntity } from './actions'
import { pullPixKey } from './pull'
import type { CachedPixKey } from './types'

export interface PixKeyLookup {
  /** Null: the person has no key (as far as the phone knows). */
  key: (CachedPixKey & { refusal?: string }) | null
  /** Whether the server was asked (or could not be): "no key" is said only then. */
  tried: boolean
}

/** The person's own Pix key, from the phone's copy, refreshed when a screen opens (undefined while reading). */
export function usePixKey(userId: string | undefined): PixKeyLookup | undefined {
  const tried = useRefresh(userId ?? null, async () => pullPixKey(await readerForCaller(), db, userId!))
  return useLiveQuery(async () => {
    if (!userId) return { key: null, tried }
    const key = (await db.chavesPix.get(userId)) ?? null
    const refused = await db.outbox
      .where('entity')
      .equals(pixKeyEntity(userId))
      .filter((i) => i.status === 'failed')
      .first()
    return { key: key && { ...key, refusal: refused?.error }, tried }
  }, [userId, tried])
}
