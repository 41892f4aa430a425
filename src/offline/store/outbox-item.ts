import type { AdChange } from '../ads/types'
import type { AlertChange } from '../alerts/types'
import type { ConversationChange } from '../conversations/types'
import type { NegotiationChange } from '../negotiation/types'
import type { NotificationChange } from '../notifications/types'
import type { PickupPointChange } from '../pickup-points/types'
import type { PixKeyChange } from '../pix/types'
import type { SocialChange } from '../social/types'
import type { TripChange } from '../trips/types'
import type { TrustChange } from '../trust/types'

/** A field another device changed since this one last read it: both values, for the person to choose. */
export interface FieldConflict {
  campo: string
  meu: unknown
  servidor: unknown
}

/**
 * What each kind of change carries, on the database's generated row types: each domain defines
 * its changes (its changes.ts), records them (its actions.ts) and sends them (its senders.ts).
 */
export type OutboxChange =
  | AdChange
  | SocialChange
  | TripChange
  | ConversationChange
  | TrustChange
  | NotificationChange
  | PixKeyChange
  | AlertChange
  | PickupPointChange
  | NegotiationChange

export type OutboxKind = OutboxChange['kind']

/**
 * The version of a kind's payload as this build writes it (stored with each item as `v`): 1, unless
 * its shape changed and the kind is listed here. A change of shape lists (or bumps) its kind, and a
 * step of the Dexie upgrade (store/db-upgrades.ts) brings the items still queued to it; an item of a
 * version this build does not know is refused with its reason (registry.ts), never retried forever.
 * Kept here, beside the upgrades, not in the kinds' definitions (changes.ts): recording a change
 * must not load every definition on the pages that only read.
 */
export const CHANGED_PAYLOAD_VERSIONS: Partial<Record<OutboxKind, number>> = {}

export const payloadVersion = (kind: OutboxKind): number => CHANGED_PAYLOAD_VERSIONS[kind] ?? 1

export interface OutboxRecord {
  /** Order of recording: the order items are sent in. */
  seq?: number
  /** What the item changes, e.g. "anuncio:<uuid>": items of one entity are sent in order. */
  entity: string
  /** The account that made the change: it is sent only under that account. */
  ownerId: string
  /** Photos of an ad, held until uploaded (in the order of the payload's photo paths). */
  photos?: Blob[]
  /** A message's voice note, held until uploaded (to the payload's `audio_caminho`). */
  audio?: Blob
  /**
   * Its files' ledger (engine/file-ledger.ts): per "bucket/path", the address of the resumable
   * upload begun, or "stored" once the server has the file — a retry sends only what is missing.
   */
  uploads?: Record<string, string>
  status: 'pending' | 'failed'
  /** Its payload's version when recorded (payloadVersion). */
  v?: number
  attempts: number
  /** Epoch ms before which the item is not retried (backoff). */
  nextAttemptAt: number
  /** pt-BR reason when the server refused it for good. */
  error?: string
  /** Refused because another device changed the same fields meanwhile: both values of each. */
  conflict?: FieldConflict[]
  createdAt: number
}

export type OutboxItem = OutboxRecord & OutboxChange

/** An item of one kind, as its sender receives it. */
export type OutboxItemOf<K extends OutboxKind> = Extract<OutboxItem, { kind: K }>
