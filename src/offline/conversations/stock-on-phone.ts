import type { OfflineDatabase } from '../store/database'
import type { OrderStatus } from './types'

/**
 * The ad's count on this phone as the database will make it: an acceptance takes the order's
 * quantity (when there is enough: else the server refuses it, with what remains), cancelling an
 * accepted order gives it back. The next refresh brings the server's own count.
 */
export async function followStockOnPhone(db: OfflineDatabase, id: string, status: OrderStatus): Promise<number> {
  const order = await db.pedidos.get(id)
  const taken = order?.quantidade_pedida
  if (!order || !taken) return 0
  if (status === 'aceito' && order.status === 'pendente') return changeStockOnPhone(db, order.anuncio_id, -taken)
  if (status === 'cancelado' && order.status === 'aceito') await changeStockOnPhone(db, order.anuncio_id, taken)
  return 0
}

/** Adds to (or takes from, when there is enough) the phone's count of an ad that keeps one; answers what was taken. */
export async function changeStockOnPhone(db: OfflineDatabase, anuncioId: string, by: number): Promise<number> {
  const count = (await db.anuncios.get(anuncioId))?.quantidade_disponivel
  if (count == null || count + by < 0) return 0
  await db.anuncios.update(anuncioId, { quantidade_disponivel: Math.round((count + by) * 1000) / 1000 })
  return by < 0 ? -by : 0
}
