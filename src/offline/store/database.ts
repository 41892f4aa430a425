import Dexie, { type EntityTable } from 'dexie'
import { renameToOneNamePerConcept, versionQueuedChanges } from './db-upgrades'
import type { CachedAd } from '../ads/types'
import type { CachedAlert } from '../alerts/types'
import type { CachedMessage, CachedOrder, StoredVoiceNote } from '../conversations/types'
import type { CachedNotification } from '../notifications/types'
import type { CachedBlock, CachedMessageReport, CachedOrderRating, CachedQuickReply } from '../negotiation/types'
import type { CachedPickupPoint } from '../pickup-points/types'
import type { CachedPixKey } from '../pix/types'
import type { CachedComment, CachedFavorite } from '../social/types'
import type { CachedReservation, CachedTrip } from '../trips/types'
import type { CachedModerationDecision, CachedProfile, CachedReport } from '../trust/types'
import type { Draft, DraftAttachments } from '../drafts/types'
import type { OutboxItem } from './outbox-item'

// The phone's copy of what the app needs offline (IndexedDB through Dexie): one table per kind of
// row a domain keeps (its types.ts says their shape), and the outbox. Versioned: a new shape is a
// new `version(n)`; one whose data must change keeps its own declaration with its upgrade.

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
  moderacoes!: EntityTable<CachedModerationDecision, 'alvo_id'>
  chavesPix!: EntityTable<CachedPixKey, 'user_id'>
  audios!: EntityTable<StoredVoiceNote, 'caminho'>
  alertas!: EntityTable<CachedAlert, 'id'>
  drafts!: EntityTable<Draft, 'key'>
  draftAttachments!: EntityTable<DraftAttachments, 'key'>
  pontos!: EntityTable<CachedPickupPoint, 'id'>
  bloqueios!: Dexie.Table<CachedBlock, [string, string]>
  respostasRapidas!: EntityTable<CachedQuickReply, 'id'>
  avaliacoes!: EntityTable<CachedOrderRating, 'id'>
  denunciasMensagens!: EntityTable<CachedMessageReport, 'id'>

  constructor(name = 'campo-solidario') {
    super(name)
    // Only the versions with an upgrade are declared, and the current one, whole: Dexie brings a
    // phone from any older version to these by itself (tables and indexes added), and declaring
    // each step cost a slow phone tens of milliseconds every time the app opens the database.
    // v1 outbox and meta; v2 the ads seen; v3 comments and favourites; v4 below.
    // v4: one name per concept (docs/glossary.md) — changes queued and copies kept by v3 are renamed.
    this.version(4)
      .stores({
        outbox: '++seq, entity, ownerId, status',
        meta: '&key',
        anuncios: '&id, status, categoria, user_id, created_at, cachedAt',
        comentarios: '&id, anuncio_id, created_at',
        favoritos: '&[user_id+anuncio_id], user_id, anuncio_id',
      })
      .upgrade(renameToOneNamePerConcept)
    // v5 trips and reservations; v6 conversations and orders; v7 reports and the sellers'
    // profiles seen; v8 the person's notifications.
    this.version(8).stores({
      viagens: '&id, status, data, user_id, cachedAt',
      reservas: '&id, viagem_id, user_id, status',
      mensagens: '&id, [anuncio_id+comprador_id], created_at',
      pedidos: '&id, anuncio_id, comprador_id, vendedor_id, created_at',
      denuncias: '&id, anuncio_id, user_id, status',
      perfis: '&id, username',
      notificacoes: '&id, user_id, created_at',
    })
    // v9 the moderation's record of decisions (an admin's phone).
    this.version(9).stores({ moderacoes: '&alvo_id, decidida_em' })
    // v10 the person's own Pix key.
    this.version(10).stores({ chavesPix: '&user_id' })
    // v11 the voice notes recorded or heard on this phone.
    this.version(11).stores({ audios: '&caminho, usadoEm' })
    // v12 the person's search alerts.
    this.version(12).stores({ alertas: '&id, user_id' })
    // v13: each queued change carries its payload's version.
    this.version(13).stores({}).upgrade(versionQueuedChanges)
    // v14 what the person was typing in a form (drafts/).
    this.version(14).stores({ drafts: '&key, ownerId', draftAttachments: '&key' })
    // v15 the pickup points of the sellers seen (the person's own among them).
    this.version(15).stores({ pontos: '&id, user_id' })
    // v16 Negociar com segurança: the people blocked, the person's quick replies, the ratings of
    // orders seen, and the reports of messages (the person's own; an admin's open queue).
    this.version(16).stores({
      bloqueios: '&[user_id+bloqueado_id], user_id',
      respostasRapidas: '&id, user_id',
      avaliacoes: '&id, pedido_id, vendedor_id',
      denunciasMensagens: '&id, user_id, status',
    })
  }
}
