import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { storeMessages, storeOrders } from '@/offline/conversations/pull'
import type { CachedMessage, CachedOrder } from '@/offline/conversations/types'
import { storeNotifications } from '@/offline/notifications/pull'
import type { CachedNotification } from '@/offline/notifications/types'
import { OfflineDatabase } from '@/offline/store/database'

// A row may reach the phone twice and out of order — from a pull and from Realtime — through the
// same store functions: an older copy never undoes what a newer one said.

let db: OfflineDatabase
afterEach(async () => db?.delete())
const open = () => (db = new OfflineDatabase(`teste-${randomUUID()}`))

const row = <T>(value: Partial<T>) => value as T

describe('the store functions the pulls and Realtime share', () => {
  it('an order: a copy older than the one held (updated_at) is skipped; a newer one replaces it', async () => {
    open()
    const order = (status: CachedOrder['status'], updated_at: string) =>
      row<CachedOrder>({ id: 'p1', anuncio_id: 'a', comprador_id: 'c', status, entrega: 'retirar', updated_at, created_at: '' })
    await storeOrders(db, [order('aceito', '2026-11-26T10:00:02Z')])
    await storeOrders(db, [order('pendente', '2026-11-26T10:00:01Z')])
    expect((await db.pedidos.get('p1'))?.status).toBe('aceito')
    await storeOrders(db, [order('entregue', '2026-11-26T10:00:03Z')])
    expect(await db.pedidos.get('p1')).toMatchObject({ status: 'entregue', pending: false })
  })

  it('a message: a receipt already known stays when an older copy arrives', async () => {
    open()
    const message = (lida_em: string | null) =>
      row<CachedMessage>({ id: 'm1', anuncio_id: 'a', comprador_id: 'c', texto: 'Oi', lida_em, created_at: '' })
    await db.mensagens.put({ ...message(null), pending: true })
    await storeMessages(db, [message('2026-11-26T10:00:00Z')])
    await storeMessages(db, [message(null)])
    expect(await db.mensagens.get('m1')).toMatchObject({ lida_em: '2026-11-26T10:00:00Z', pending: false })
  })

  it('a notification read here stays read when an older unread copy arrives; a newer one is taken', async () => {
    open()
    const notification = (created_at: string, lida_em: string | null) =>
      row<CachedNotification>({ id: 'n1', user_id: 'u', titulo: 't', texto: 'x', created_at, lida_em })
    await db.notificacoes.put(notification('2026-11-26T10:00:00Z', '2026-11-26T10:05:00Z'))
    await storeNotifications(db, 'u', [notification('2026-11-26T10:00:00Z', null)])
    expect((await db.notificacoes.get('n1'))?.lida_em).toBe('2026-11-26T10:05:00Z')
    await storeNotifications(db, 'u', [notification('2026-11-26T10:10:00Z', null)])
    expect((await db.notificacoes.get('n1'))?.lida_em).toBeNull()
  })
})
