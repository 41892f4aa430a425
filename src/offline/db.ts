import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types'
import Dexie, { type EntityTable } from 'dexie'
import { renameToOneNamePerConcept } from './db-upgrades'
import type { ReportReason } from '@/lib/report-reasons'

// The phone's copy of what the app needs offline (IndexedDB through Dexie). Versioned: a new
// shape is a new `version(n)` with an upgrade, never an edit of an old one.

/**
 * What each kind of change carries, on the database's generated row types: the code that records a
 * change (ad-actions, social-actions) and the code that sends it (remote.ts) share these shapes.
 */
export type OutboxChange =
  | { kind: 'publicarAnuncio'; payload: { anuncio: TablesInsert<'anuncios'> & { id: string }; imagens?: string[] } }
  | {
      kind: 'editarAnuncio'
      payload: { id: string; campos: TablesUpdate<'anuncios'>; imagens?: string[]; novas?: string[]; removidas?: string[] }
    }
  | { kind: 'alterarStatusDoAnuncio'; payload: { id: string; status: AdStatus } }
  | { kind: 'excluirAnuncio'; payload: { id: string; imagens?: string[] } }
  | { kind: 'comentar'; payload: { comentario: TablesInsert<'comentarios'> & { id: string } } }
  | { kind: 'favoritar' | 'desfavoritar'; payload: { anuncio_id: string } }
  | { kind: 'oferecerViagem'; payload: { viagem: Omit<TablesInsert<'viagens'>, 'paradas'> & { id: string; paradas: Parada[] } } }
  | { kind: 'alterarStatusDaViagem'; payload: { id: string; status: 'cancelada' | 'realizada' } }
  | { kind: 'reservarEspaco'; payload: { reserva: TablesInsert<'reservas'> & { id: string } } }
  | { kind: 'alterarStatusDaReserva'; payload: { id: string; status: ReservationStatus } }
  | { kind: 'enviarMensagem'; payload: { mensagem: TablesInsert<'mensagens'> & { id: string } } }
  | { kind: 'fazerPedido'; payload: { pedido: TablesInsert<'pedidos'> & { id: string } } }
  | { kind: 'alterarStatusDoPedido'; payload: { id: string; status: OrderStatus } }
  | { kind: 'marcarConversaLida'; payload: { anuncio_id: string; comprador_id: string } }
  | { kind: 'renovarAnuncio'; payload: { id: string } }
  | { kind: 'denunciarAnuncio'; payload: { denuncia: TablesInsert<'denuncias'> & { id: string } } }
  | { kind: 'ocultarAnuncio'; payload: { id: string; motivo: string } }
  | { kind: 'descartarDenuncias'; payload: { id: string } }

export type OutboxKind = OutboxChange['kind']

interface OutboxRecord {
  /** Order of recording: the order items are sent in. */
  seq?: number
  /** What the item changes, e.g. "anuncio:<uuid>": items of one entity are sent in order. */
  entity: string
  /** The account that made the change: it is sent only under that account. */
  ownerId: string
  /** Photos of an ad, held until uploaded (in the order of the payload's photo paths). */
  photos?: Blob[]
  status: 'pending' | 'failed'
  attempts: number
  /** Epoch ms before which the item is not retried (backoff). */
  nextAttemptAt: number
  /** pt-BR reason when the server refused it for good. */
  error?: string
  createdAt: number
}

export type OutboxItem = OutboxRecord & OutboxChange

/** The columns of an ad the phone keeps: what the pulls ask the server for, nothing more. */
export const AD_COLUMNS =
  'id, titulo, categoria, preco, descricao, cidade, uf, endereco, cep, contato, email, imagens, latitude, longitude, user_id, user_name, status, avaliacao_media, avaliacoes_quantidade, expira_em, ocultado_motivo, created_at, updated_at'

type ColumnsOf<Select extends string> = Select extends `${infer Head}, ${infer Tail}` ? Head | ColumnsOf<Tail> : Select

/** An ad as the server sends it to the phone: the generated row type, with those columns. */
export type AdRow = Pick<Tables<'anuncios'>, ColumnsOf<typeof AD_COLUMNS>>

/** The statuses this version of the app shows (anuncios.status is text with a check constraint). */
export const AD_STATUSES = ['ativo', 'pausado', 'vendido', 'expirado', 'oculto'] as const
export type AdStatus = (typeof AD_STATUSES)[number]

/** What an ad made on the phone lacks until the server has it. */
type FilledByServer =
  | 'endereco'
  | 'cep'
  | 'email'
  | 'latitude'
  | 'longitude'
  | 'user_name'
  | 'avaliacao_media'
  | 'avaliacoes_quantidade'
  | 'expira_em'
  | 'ocultado_motivo'
  | 'updated_at'

/** An ad as the server has it (or as the phone made it, while `pending`). */
export type CachedAd = Omit<AdRow, FilledByServer | 'status'> &
  Partial<Pick<AdRow, FilledByServer>> & {
    status: AdStatus
    /** Made on this phone and not on the server yet. */
    pending?: boolean
    /** Photos chosen on this phone and not uploaded yet, by their future storage path. */
    localPhotos?: Record<string, Blob>
    /** When the phone last saw it (epoch ms): the oldest go first when the cache is full. */
    cachedAt: number
  }

export interface CachedComment {
  id: string
  anuncio_id: string
  user_id: string
  user_name: string | null
  /** null: a comment without a rating (the ad's owner answering). */
  rating: number | null
  comentario: string
  created_at: string
  pending?: boolean
}

export interface CachedFavorite {
  user_id: string
  anuncio_id: string
  created_at: string
  pending?: boolean
}

/** A stop of a trip's route (viagens.paradas), origin first and destination last. */
// (A type, not an interface: it must fit the generated Json type of the column.)
export type Parada = {
  cidade: string
  uf: string
  /** Where loads are picked up or dropped there. */
  local?: string
  latitude?: number
  longitude?: number
}

/** The columns of a trip anyone may read (its owner's phone is not among them). */
export const TRIP_COLUMNS =
  'id, user_id, user_name, paradas, origem_cidade, origem_uf, destino_cidade, destino_uf, data, hora, veiculo, capacidade_kg, carga_propria_kg, custo_total, refrigerada, observacoes, status, carga_por_trecho, kg_reservados, created_at, updated_at'

export type TripRow = Pick<Tables<'viagens'>, ColumnsOf<typeof TRIP_COLUMNS>>

export const TRIP_STATUSES = ['aberta', 'lotada', 'realizada', 'cancelada'] as const
export type TripStatus = (typeof TRIP_STATUSES)[number]

/** A trip as the server has it (or as the phone made it, while `pending`). */
export type CachedTrip = Omit<TripRow, 'paradas' | 'status' | 'updated_at'> & {
  paradas: Parada[]
  status: TripStatus
  updated_at?: string
  pending?: boolean
  cachedAt: number
}

export const RESERVATION_COLUMNS =
  'id, viagem_id, user_id, user_name, kg, parada_inicio, parada_fim, carga, anuncio_id, contato, status, decidida_em, created_at'

export const RESERVATION_STATUSES = ['pendente', 'aceita', 'recusada', 'cancelada'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** A reservation the person made, or one made on their trip (nobody else's reach the phone). */
export type CachedReservation = Omit<Pick<Tables<'reservas'>, ColumnsOf<typeof RESERVATION_COLUMNS>>, 'status'> & {
  status: ReservationStatus
  pending?: boolean
}

export const MESSAGE_COLUMNS =
  'id, anuncio_id, comprador_id, vendedor_id, remetente_id, remetente_nome, texto, pedido_id, lida_em, created_at'

/** A message of a conversation the person is in (the buyer's or the seller's side). */
export type CachedMessage = Pick<Tables<'mensagens'>, ColumnsOf<typeof MESSAGE_COLUMNS>> & { pending?: boolean }

export const ORDER_COLUMNS =
  'id, anuncio_id, comprador_id, vendedor_id, comprador_nome, vendedor_nome, quantidade, observacao, entrega, viagem_id, status, created_at, updated_at'

export const ORDER_STATUSES = ['pendente', 'aceito', 'recusado', 'entregue', 'cancelado'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const DELIVERY_OPTIONS = ['retirar', 'combinada', 'frete_solidario'] as const
export type Delivery = (typeof DELIVERY_OPTIONS)[number]

/** An order the person made or received. */
export type CachedOrder = Omit<Pick<Tables<'pedidos'>, ColumnsOf<typeof ORDER_COLUMNS>>, 'status' | 'entrega'> & {
  status: OrderStatus
  entrega: Delivery
  pending?: boolean
}

export const REPORT_COLUMNS = 'id, anuncio_id, user_id, motivo, detalhes, status, decidida_em, created_at'

/** A report: the person's own, or, on an admin's phone, the open ones of everyone. */
export type CachedReport = Omit<Pick<Tables<'denuncias'>, ColumnsOf<typeof REPORT_COLUMNS>>, 'motivo'> & {
  motivo: ReportReason
  pending?: boolean
}

export const PROFILE_COLUMNS =
  'id, username, display_name, cidade, uf, avatar_path, descricao, avaliacao_media, avaliacoes_quantidade, created_at'

/** A seller's public profile (usuarios_publicos), kept once seen. */
export type CachedProfile = Pick<Tables<'usuarios_publicos'>, ColumnsOf<typeof PROFILE_COLUMNS>> & { cachedAt: number }

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
  }
}
