import type { CachedAd } from './types'
import type { OfflineDatabase } from '../store/database'

// Settling an edit that met another device's (senders.ts refuses it with both values of each
// field): loaded when the person chooses, not with the screens.

/** How the person settles an edit refused because another device changed the same fields. */
export type ConflictChoice = 'meu' | 'servidor'

/**
 * "Manter o meu": the edit goes again and writes the person's values over. "Manter o que está no
 * servidor": those fields leave the edit (the rest of it still goes; nothing left, it is dropped)
 * and the phone shows the server's values at once.
 */
export async function resolverConflito(db: OfflineDatabase, seq: number, escolha: ConflictChoice): Promise<void> {
  await db.transaction('rw', db.outbox, db.anuncios, async () => {
    const item = await db.outbox.get(seq)
    if (!item || item.kind !== 'editarAnuncio' || !item.conflict) return
    const again = { status: 'pending' as const, error: undefined, conflict: undefined, nextAttemptAt: 0 }
    if (escolha === 'meu') {
      await db.outbox.update(seq, { ...again, payload: { ...item.payload, manterOMeu: true } })
      return
    }
    const campos: Record<string, unknown> = { ...item.payload.campos }
    const antes: Record<string, unknown> = { ...item.payload.antes }
    const servidor: Record<string, unknown> = {}
    for (const { campo, servidor: value } of item.conflict) {
      delete campos[campo]
      delete antes[campo]
      servidor[campo] = value
    }
    await db.anuncios.update(item.payload.id, servidor as Partial<CachedAd>)
    if (Object.keys(campos).length === 0 && !item.payload.imagens && !item.payload.audioRemovido) {
      await db.outbox.delete(seq)
      return
    }
    await db.outbox.update(seq, { ...again, payload: { ...item.payload, campos, antes } })
  })
}
