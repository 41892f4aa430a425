import type { Table } from 'dexie'
import type { RestReader } from '@/lib/server/rest-reader'
import type { OfflineDatabase } from './store/database'
import type { PullResult } from './engine/pull-result'
import { setHistoryProgress } from './engine/person-refresh'
import { saveAds } from './ads/cache'
import { knownAds } from './ads/pull'
import type { AdRow } from './ads/types'
import type { CachedFavorite } from './social/types'
import { storeMessages, storeOrders } from './conversations/pull'
import type { CachedMessage, CachedOrder } from './conversations/types'
import { storeNotifications } from './notifications/pull'
import type { CachedNotification } from './notifications/types'
import { storeReservations } from './trips/pull'
import { toCachedTrip } from './trips/trip-answer'
import type { CachedReservation, TripRow } from './trips/types'

// The person's own slices — their ads, favourites, messages, orders, notifications, trips and
// reservations — refreshed
// by what changed since the last refresh (public.mudancas, supabase/migrations/…_mudancas.sql):
// one request when nothing changed, the changed rows and the tombstones of deleted ones otherwise.
// The server's cursor is kept per person in `meta`; with none (a new phone, or a phone older than
// the cursor), the first refresh reads the whole history in pages and then lets go of what the
// phone holds of those slices that the server no longer has.

/** Rows per slice per request: a long history comes in pages of this size. */
export const PAGE_ROWS = 500

/** The notifications the phone keeps (the newest). */
const KEPT_NOTIFICATIONS = 100

const cursorKey = (userId: string) => `mudancas:${userId}`

type Keyset = [string, string]
type WithCursor<T> = T & { versao?: string; id?: string }

interface Changes {
  refazer: boolean
  cursor?: string
  anuncios?: WithCursor<AdRow>[]
  favoritos?: WithCursor<Omit<CachedFavorite, 'pending'>>[]
  mensagens?: WithCursor<CachedMessage>[]
  pedidos?: WithCursor<CachedOrder>[]
  notificacoes?: WithCursor<CachedNotification>[]
  viagens?: WithCursor<TripRow>[]
  reservas?: WithCursor<CachedReservation>[]
  remocoes?: { tabela: string; linha: string }[]
  faltam?: Record<string, Keyset>
}

/** A row as the phone keeps it: without the server's cursor (and a favourite without its page key). */
function bare<T extends object>(rows: WithCursor<T>[] | undefined, withoutId = false): T[] {
  return (rows ?? []).map((row) => {
    const { versao: _versao, ...rest } = row
    if (withoutId) delete (rest as { id?: string }).id
    return rest as T
  })
}

/** What one request's rows mean for the phone: kept, or (tombstones) let go unless changed here. */
async function keepChanges(db: OfflineDatabase, userId: string, page: Changes, seen: Seen): Promise<number> {
  const ads = knownAds(bare(page.anuncios))
  const favorites = bare(page.favoritos, true)
  const messages = bare(page.mensagens)
  const orders = bare(page.pedidos)
  const notifications = bare(page.notificacoes)
  const now = Date.now()
  const trips = bare(page.viagens).flatMap((row) => toCachedTrip(row, now) ?? [])
  const reservations = bare(page.reservas)
  await saveAds(db, ads)
  const tables = [db.favoritos, db.mensagens, db.pedidos, db.notificacoes, db.viagens, db.reservas, db.outbox]
  await db.transaction('rw', tables, async () => {
    await db.favoritos.bulkPut(favorites.map((f) => ({ ...f, pending: false })))
    await storeMessages(db, messages)
    await storeOrders(db, orders)
    await storeNotifications(db, userId, notifications)
    await db.viagens.bulkPut(trips)
    await storeReservations(db, reservations)
  })
  for (const ad of ads) seen.anuncios.add(ad.id)
  for (const f of favorites) seen.favoritos.add(f.anuncio_id)
  for (const o of orders) seen.pedidos.add(o.id)
  for (const n of notifications) seen.notificacoes.add(n.id)
  await forgetRemoved(db, userId, page.remocoes ?? [])
  for (const t of trips) seen.viagens.add(t.id)
  for (const r of reservations) seen.reservas.add(r.id)
  return (
    ads.length + favorites.length + messages.length + orders.length + notifications.length + trips.length + reservations.length
  )
}

/** What the server deleted leaves the phone, except a row still waiting to be sent from here. */
async function forgetRemoved(db: OfflineDatabase, userId: string, removed: { tabela: string; linha: string }[]) {
  if (removed.length === 0) return
  const tables: Record<string, Table<object, string>> = {
    anuncios: db.anuncios,
    mensagens: db.mensagens,
    pedidos: db.pedidos,
    notificacoes: db.notificacoes,
    comentarios: db.comentarios,
    viagens: db.viagens,
    reservas: db.reservas,
    alertas_busca: db.alertas,
  }
  await db.transaction('rw', [...Object.values(tables), db.favoritos], async () => {
    for (const { tabela, linha } of removed) {
      if (tabela === 'favoritos') {
        const held = await db.favoritos.get([userId, linha])
        if (held && !held.pending) await db.favoritos.delete([userId, linha])
        continue
      }
      // A trip's reservations go with it.
      if (tabela === 'viagens')
        await db.reservas
          .where('viagem_id')
          .equals(linha)
          .filter((r) => !r.pending)
          .delete()
      const table = tables[tabela]
      const held = (await table?.get(linha)) as { pending?: boolean } | undefined
      if (held && !held.pending) await table.delete(linha)
    }
  })
}

interface Seen {
  anuncios: Set<string>
  favoritos: Set<string>
  pedidos: Set<string>
  notificacoes: Set<string>
  viagens: Set<string>
  reservas: Set<string>
}

/** After a whole history: what the phone holds of the complete slices and the server did not send goes. */
async function forgetUnseen(db: OfflineDatabase, userId: string, seen: Seen) {
  const notPending = <T extends { pending?: boolean }>(rows: T[]) => rows.filter((row) => !row.pending)
  const ownAds = notPending(await db.anuncios.where('user_id').equals(userId).toArray()).filter((ad) => !seen.anuncios.has(ad.id))
  const favorites = notPending(await db.favoritos.where('user_id').equals(userId).toArray()).filter(
    (f) => !seen.favoritos.has(f.anuncio_id),
  )
  const orders = notPending([
    ...(await db.pedidos.where('comprador_id').equals(userId).toArray()),
    ...(await db.pedidos.where('vendedor_id').equals(userId).toArray()),
  ]).filter((o) => !seen.pedidos.has(o.id))
  const notifications = (await db.notificacoes.where('user_id').equals(userId).toArray()).filter(
    (n) => !seen.notificacoes.has(n.id),
  )
  await db.transaction('rw', db.anuncios, db.favoritos, db.pedidos, db.notificacoes, async () => {
    await db.anuncios.bulkDelete(ownAds.map((ad) => ad.id))
    await db.favoritos.bulkDelete(favorites.map((f) => [f.user_id, f.anuncio_id] as [string, string]))
    await db.pedidos.bulkDelete(orders.map((o) => o.id))
    await db.notificacoes.bulkDelete(notifications.map((n) => n.id))
  })
}

/**
 * A new phone's history holds each conversation's latest message only: a message sent from here
 * before that (its change has left the outbox, so the server has it) is the server's now too.
 */
async function settleSentMessages(db: OfflineDatabase) {
  await db.transaction('rw', db.mensagens, db.outbox, async () => {
    const queued = new Set(
      (await db.outbox.where('entity').startsWith('conversa:').toArray())
        .filter((item) => item.kind === 'enviarMensagem')
        .map((item) => (item.payload as { mensagem: { id: string } }).mensagem.id),
    )
    await db.mensagens.filter((m) => Boolean(m.pending) && !queued.has(m.id)).modify({ pending: false })
  })
}

/** The phone keeps the person's newest notifications only. */
async function keepNewestNotifications(db: OfflineDatabase, userId: string) {
  const held = await db.notificacoes.where('user_id').equals(userId).toArray()
  const old = held.sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).slice(KEPT_NOTIFICATIONS)
  if (old.length > 0) await db.notificacoes.bulkDelete(old.map((n) => n.id))
}

const running = new Map<string, Promise<PullResult>>()

/** What changed in the person's slices, into the phone's copy; a refresh under way is joined, not doubled. */
export function pullPersonChanges(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const key = `${db.name}:${userId}`
  let pull = running.get(key)
  if (!pull) {
    pull = pullAll(reader, db, userId).finally(() => {
      running.delete(key)
      setHistoryProgress(null)
    })
    running.set(key, pull)
  }
  return pull
}

async function pullAll(reader: RestReader, db: OfflineDatabase, userId: string, startedOver = false): Promise<PullResult> {
  const held = (await db.meta.get(cursorKey(userId)))?.value as string | undefined
  const desde = startedOver ? undefined : held
  const seen: Seen = {
    anuncios: new Set(),
    favoritos: new Set(),
    pedidos: new Set(),
    notificacoes: new Set(),
    viagens: new Set(),
    reservas: new Set(),
  }
  let cursor: string | undefined
  let paginas: Record<string, Keyset> | undefined
  let count = 0
  do {
    const { data, error } = await reader.rpc('mudancas', {
      ...(desde ? { desde } : {}),
      ...(paginas ? { paginas } : {}),
      limite: PAGE_ROWS,
    })
    if (error || !data) return { ok: false }
    const page = data as unknown as Changes
    // The server forgot tombstones newer than this cursor: the whole history again, once.
    if (page.refazer) return startedOver ? { ok: false } : pullAll(reader, db, userId, true)
    cursor ??= page.cursor
    count += await keepChanges(db, userId, page, seen)
    paginas = page.faltam && Object.keys(page.faltam).length > 0 ? page.faltam : undefined
    setHistoryProgress(paginas ? { rows: count } : null)
  } while (paginas)
  if (!desde) {
    await forgetUnseen(db, userId, seen)
    await settleSentMessages(db)
  }
  await keepNewestNotifications(db, userId)
  if (cursor) await db.meta.put({ key: cursorKey(userId), value: cursor })
  return { ok: true, count }
}

/** Forgets where the person's refresh stood (signing out: the next person on this phone starts whole). */
export async function forgetPersonCursor(db: OfflineDatabase, userId: string): Promise<void> {
  await db.meta.delete(cursorKey(userId))
}
