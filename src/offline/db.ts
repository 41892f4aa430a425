import type { TablesInsert, TablesUpdate } from '@/lib/database.types'
import Dexie, { type EntityTable } from 'dexie'

// The phone's copy of what the app needs offline (IndexedDB through Dexie). Versioned: a new
// shape is a new `version(n)` with an upgrade, never an edit of an old one.

/**
 * What each kind of change carries, on the database's generated row types: the code that records a
 * change (ad-actions, social-actions) and the code that sends it (remote.ts) share these shapes.
 */
export type OutboxChange =
  | { kind: 'criarAnuncio'; payload: { anuncio: TablesInsert<'anuncios'> & { id: string }; imagens?: string[] } }
  | {
      kind: 'editarAnuncio'
      payload: { id: string; campos: TablesUpdate<'anuncios'>; imagens?: string[]; novas?: string[]; removidas?: string[] }
    }
  | { kind: 'statusAnuncio'; payload: { id: string; status: CachedAd['status'] } }
  | { kind: 'excluirAnuncio'; payload: { id: string; imagens?: string[] } }
  | { kind: 'comentar'; payload: { comentario: TablesInsert<'comentarios'> & { id: string } } }
  | { kind: 'favoritar' | 'desfavoritar'; payload: { anuncio_id: string } }

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

/** An ad as the server has it (or as the phone made it, while `pendente`). */
export interface CachedAd {
  id: string
  titulo: string
  categoria: string
  preco: number | null
  descricao: string | null
  cidade: string
  uf: string
  endereco?: string | null
  cep?: string | null
  contato: string
  email?: string | null
  imagens: string[]
  latitude?: number | null
  longitude?: number | null
  user_id: string
  user_name?: string | null
  status: 'ativo' | 'pausado' | 'vendido'
  avaliacao_media?: number | null
  avaliacoes_quantidade?: number
  created_at: string
  updated_at?: string
  /** Made on this phone and not on the server yet. */
  pendente?: boolean
  /** Photos chosen on this phone and not uploaded yet, by their future storage path. */
  fotosLocais?: Record<string, Blob>
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
  criado_em: string
  pendente?: boolean
}

export interface CachedFavorite {
  user_id: string
  anuncio_id: string
  created_at: string
  pendente?: boolean
}

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
  }
}
