import type { OfflineDatabase } from '../store/database'
import type { FieldConflict, OutboxItem } from '../store/outbox-item'

export interface QueuedChange {
  seq: number
  kind: OutboxItem['kind']
  status: OutboxItem['status']
  error?: string
  /** The fields another device changed meanwhile, with both values (an ad's edit). */
  conflict?: FieldConflict[]
  attempts: number
}

/**
 * What is still queued per ad ("anuncio:<id>") or per trip ("viagem:<id>") or per search alert ("alerta:<id>") or pickup point ("ponto:<id>") for one account: the
 * pending and refused marks.
 */
export async function queuedBy(
  db: OfflineDatabase,
  ownerId: string,
  about: 'anuncio' | 'viagem' | 'alerta' | 'ponto',
): Promise<Map<string, QueuedChange[]>> {
  const items = await db.outbox.where('ownerId').equals(ownerId).sortBy('seq')
  const byEntity = new Map<string, QueuedChange[]>()
  for (const item of items) {
    if (!item.entity.startsWith(`${about}:`)) continue
    const id = item.entity.slice(about.length + 1)
    const change = {
      seq: item.seq!,
      kind: item.kind,
      status: item.status,
      error: item.error,
      conflict: item.conflict,
      attempts: item.attempts,
    }
    byEntity.set(id, [...(byEntity.get(id) ?? []), change])
  }
  return byEntity
}
