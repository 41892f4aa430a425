import type { AppClient } from '@/lib/server/supabase'
import { discardWith } from './engine/outbox'
import type { Outcome } from './engine/outcome'
import type { SenderOptions } from './engine/sender-options'
import type { OfflineDatabase } from './store/database'
import * as v from 'valibot'
import { CHANGES, isKnownKind } from './changes'
import { UNKNOWN_KIND, UNREADABLE_PAYLOAD } from './unsendable-reasons'
import { payloadVersion, type OutboxItem, type OutboxItemOf, type OutboxKind } from './store/outbox-item'
import { adSenders } from './ads/senders'
import { alertSenders } from './alerts/senders'
import { conversationSenders } from './conversations/senders'
import { negotiationSenders } from './negotiation/senders'
import { notificationSenders } from './notifications/senders'
import { pickupPointSenders } from './pickup-points/senders'
import { pixKeySenders } from './pix/senders'
import { socialSenders } from './social/senders'
import { tripSenders } from './trips/senders'
import { trustSenders } from './trust/senders'

// How each kind of change reaches Supabase (the domains' senders.ts, one line per domain), with
// what a queued item must be for this build to send it and what dropping one takes back, both
// from the kind's definition (changes.ts). TypeScript refuses a kind of the outbox without its sender.

export type { SenderOptions } from './engine/sender-options'
export { outboxLedger } from './engine/file-ledger'

type Senders = { [K in OutboxKind]: (item: OutboxItemOf<K>) => Promise<Outcome> }

export function createSender(supabase: AppClient, options: SenderOptions = {}) {
  const senders: Senders = {
    ...adSenders(supabase, options),
    ...socialSenders(supabase),
    ...tripSenders(supabase, options),
    ...conversationSenders(supabase, options),
    ...trustSenders(supabase),
    ...notificationSenders(supabase),
    ...pixKeySenders(supabase),
    ...alertSenders(supabase),
    ...pickupPointSenders(supabase, options),
    ...negotiationSenders(supabase),
  }
  return (item: OutboxItem): Promise<Outcome> => {
    const refusal = unsendable(item)
    if (refusal) return Promise.resolve({ kind: 'rejected', reason: refusal })
    // The map pairs each kind with its sender; TypeScript cannot follow that pairing through a lookup.
    return (senders[item.kind] as (item: OutboxItem) => Promise<Outcome>)(item)
  }
}

/**
 * Why this build cannot send an item another build left queued (an unknown kind, a payload
 * version it does not know, a payload its kind's schema refuses), or null when it can.
 */
export function unsendable(item: { kind: string; v?: number; payload?: unknown }): string | null {
  if (!isKnownKind(item.kind)) return UNKNOWN_KIND
  const definition = CHANGES[item.kind]
  if ((item.v ?? 1) !== payloadVersion(item.kind)) return UNKNOWN_KIND
  return v.safeParse(definition.payload, item.payload).success ? null : UNREADABLE_PAYLOAD
}

/** The person drops a refused or waiting change (see discardWith). */
export const discard = (db: OfflineDatabase, seq: number) =>
  discardWith(db, seq, (item) => (CHANGES[item.kind].forget as Forget | undefined)?.(db, item))

/** A definition's `forget`, given the queued item its kind says it is. */
type Forget = (db: OfflineDatabase, item: OutboxItem) => Promise<void>
