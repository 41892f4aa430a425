import type { OfflineDatabase } from '../store/database'
import { enqueue } from '../engine/outbox'

// Marking notifications read: at once on the phone (the bell's count drops), then through the
// outbox. One entity per person, so "mark all" never overtakes a single mark made before it.

export const notificationEntity = (userId: string) => `notificacoes:${userId}`

export async function marcarNotificacaoLida(db: OfflineDatabase, userId: string, id: string, now = Date.now()): Promise<void> {
  const lida_em = new Date(now).toISOString()
  await db.transaction('rw', db.notificacoes, db.outbox, async () => {
    const notificacao = await db.notificacoes.get(id)
    if (!notificacao || notificacao.user_id !== userId || notificacao.lida_em) return
    await db.notificacoes.update(id, { lida_em })
    await enqueue(
      db,
      { kind: 'marcarNotificacaoLida', entity: notificationEntity(userId), ownerId: userId, payload: { id, lida_em } },
      now,
    )
  })
}

/** Every notification received until now; one arriving meanwhile stays unread. */
export async function marcarTodasComoLidas(db: OfflineDatabase, userId: string, now = Date.now()): Promise<void> {
  const lida_em = new Date(now).toISOString()
  await db.transaction('rw', db.notificacoes, db.outbox, async () => {
    const unread = (await db.notificacoes.where('user_id').equals(userId).toArray()).filter((n) => !n.lida_em)
    if (unread.length === 0) return
    await db.notificacoes.bulkUpdate(unread.map((n) => ({ key: n.id, changes: { lida_em } })))
    const ate = unread
      .map((n) => n.created_at)
      .sort()
      .at(-1)!
    await enqueue(
      db,
      { kind: 'marcarTodasComoLidas', entity: notificationEntity(userId), ownerId: userId, payload: { ate, lida_em } },
      now,
    )
  })
}
