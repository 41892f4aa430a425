import Dexie, { type EntityTable } from 'dexie'
import { renameToOneNamePerConcept } from './db-upgrades'
import type { CachedAd } from '../ads/types'
import type { CachedMessage, CachedOrder } from '../conversations/types'
import type { CachedNotification } from '../notifications/types'
import type { CachedComment, CachedFavorite } from '../social/types'
import type { CachedReservation, CachedTrip } from '../trips/types'
import type { CachedProfile, CachedReport } from '../trust/types'
import type { OutboxItem } from './outbox-item'

// The phone's copy of what the app needs offline (IndexedDB through Dexie): one table per kind of
// row a domain keeps (its types.ts says their shape), and the outbox. Versioned: a new shape is a
// new `version(n)` with an upgrade, never an edit of an old one.

export interface SyncMeta {
  key: string
  value: unknown
}

export class OfflineDatabase extends Dexie {
  outbox!: EntityTable<OutboxItem, 'seq'>
  meta!: EntityTable<SyncMeta, 'key'>
  anuncios!: EntityTable<CachedAd, 'id'>
  comentarios!: EntityTable<CachedComment, 'id'>
  favoritos!: Dexie.Table<CachedFavorite, [string, string]>
  viagens!: EntityTable<CachedTrip, 'id'>
  reservas!: EntityTable<CachedReservation, 'id'>
  mensagens!: EntityTable<CachedMessage, 'id'>
  pedidos!: EntityTable<CachedOrder, 'id'>
  denuncias!: EntityTable<CachedReport, 'id'>
  perfis!: EntityTable<CachedProfile, 'id'>
  notificacoes!: EntityTable<CachedNotification, 'id'>

  constructor(name = 'campo-solidario') {
    super(name)
    this.version(1).stores({
      outbox: '++seq, entity, ownerId, status',
      meta: '&key',
    })
    // v2: the ads seen, for browsing and searching with no connection.
    this.version(2).stores({
      anuncios: '&id, status, categoria, user_id, created_at, cachedAt',
    })
    // v3: comments of the ads opened, and the person's favourites.
    this.version(3).stores({
      comentarios: '&id, anuncio_id, criado_em',
      favoritos: '&[user_id+anuncio_id], user_id, anuncio_id',
    })
    // v4: one name per concept (docs/glossary.md) — changes queued and copies kept by v3 are renamed.
    this.version(4).stores({ comentarios: '&id, anuncio_id, created_at' }).upgrade(renameToOneNamePerConcept)
    // v5: Frete Solidário trips seen and the reservations of the person (made and received).
    this.version(5).stores({
      viagens: '&id, status, data, user_id, cachedAt',
      reservas: '&id, viagem_id, user_id, status',
    })
    // v6: the person's conversations and orders, readable and writable offline.
    this.version(6).stores({
      mensagens: '&id, [anuncio_id+comprador_id], created_at',
      pedidos: '&id, anuncio_id, comprador_id, vendedor_id, created_at',
    })
    // v7: reports (the person's own; an admin's queue) and the sellers' profiles seen.
    this.version(7).stores({
      denuncias: '&id, anuncio_id, user_id, status',
      perfis: '&id, username',
    })
    // v8: the person's notifications, readable offline (the bell and /notificacoes).
    this.version(8).stores({ notificacoes: '&id, user_id, created_at' })
  }
}
