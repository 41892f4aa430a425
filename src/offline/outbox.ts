import type { OfflineDatabase, OutboxChange, OutboxItem } from './db'

/** A change to record: its kind and payload, what it is about, who made it, its photos. */
export type NewOutboxItem = Pick<OutboxItem, 'entity' | 'ownerId' | 'photos'> & OutboxChange

/** Records a change to send. Deleting an ad that never reached the server cancels it instead. */
export async function enqueue(db: OfflineDatabase, item: NewOutboxItem, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if (item.kind === 'excluirAnuncio') {
      const queued = await db.outbox.where('entity').equals(item.entity).toArray()
      if (queued.some((q) => q.kind === 'publicarAnuncio')) {
        // The server never saw this ad: nothing to delete there, nothing of it to send.
        await db.outbox.bulkDelete(queued.map((q) => q.seq!))
        return
      }
    }
    // Never tried yet: due at once.
    await db.outbox.add({ ...item, status: 'pending', attempts: 0, nextAttemptAt: 0, createdAt: now })
  })
}

/** The person chose to try a refused item again. */
export async function retry(db: OfflineDatabase, seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'pending', error: undefined, nextAttemptAt: 0 })
}

/** The status changes queued after a creation that is dropped: they would refer to nothing. */
async function dropLaterStatusChanges(
  db: OfflineDatabase,
  entity: string,
  kind: 'alterarStatusDaReserva' | 'alterarStatusDoPedido',
  id: string,
) {
  const later = await db.outbox
    .where('entity')
    .equals(entity)
    .filter((other) => other.kind === kind && other.payload.id === id)
    .primaryKeys()
  await db.outbox.bulkDelete(later)
}

/**
 * The person chose to drop a refused or waiting item. What was never on the server leaves the
 * phone with what was queued after it (an ad or a trip with all its changes; a reservation or an
 * order with its status changes; a comment or a message). Other changes are undone by the next
 * refresh from the server.
 */
export async function discard(db: OfflineDatabase, seq: number): Promise<void> {
  const tables = [db.outbox, db.anuncios, db.comentarios, db.viagens, db.reservas, db.mensagens, db.pedidos]
  await db.transaction('rw', tables, async () => {
    const item = await db.outbox.get(seq)
    if (!item) return
    if (item.kind === 'publicarAnuncio' || item.kind === 'oferecerViagem') {
      await db.outbox.where('entity').equals(item.entity).delete()
      if (item.kind === 'publicarAnuncio') await db.anuncios.delete(item.payload.anuncio.id)
      else await db.viagens.delete(item.payload.viagem.id)
      return
    }
    if (item.kind === 'reservarEspaco') {
      await dropLaterStatusChanges(db, item.entity, 'alterarStatusDaReserva', item.payload.reserva.id)
      await db.reservas.delete(item.payload.reserva.id)
    }
    if (item.kind === 'fazerPedido') {
      await dropLaterStatusChanges(db, item.entity, 'alterarStatusDoPedido', item.payload.pedido.id)
      await db.pedidos.delete(item.payload.pedido.id)
    }
    if (item.kind === 'enviarMensagem') await db.mensagens.delete(item.payload.mensagem.id)
    if (item.kind === 'comentar') await db.comentarios.delete(item.payload.comentario.id)
    await db.outbox.delete(seq)
  })
}

/**
 * What can be sent now for this account, in recording order: an item waits while an earlier
 * item of the same entity is still queued (sending, waiting for backoff, or refused), so a status
 * change never overtakes the creation of its ad. Other entities are not held up.
 */
export async function sendable(db: OfflineDatabase, ownerId: string, now = Date.now()): Promise<OutboxItem[]> {
  const all = await db.outbox.orderBy('seq').toArray()
  const blocked = new Set<string>()
  const ready: OutboxItem[] = []
  for (const item of all) {
    if (item.ownerId !== ownerId) continue
    if (blocked.has(item.entity)) continue
    blocked.add(item.entity)
    if (item.status === 'pending' && item.nextAttemptAt <= now) ready.push(item)
  }
  return ready
}
