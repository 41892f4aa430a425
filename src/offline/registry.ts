import type { AppClient } from '@/lib/supabase'
import { discardWith, type Forgetters } from './engine/outbox'
import type { Outcome } from './engine/outcome'
import type { SenderOptions } from './engine/sender-options'
import type { OfflineDatabase } from './store/database'
import type { OutboxItem, OutboxItemOf, OutboxKind } from './store/outbox-item'
import { forgetAds } from './ads/actions'
import { forgetAlerts } from './alerts/actions'
import { forgetConversations } from './conversations/actions'
import { forgetSocial } from './social/actions'
import { forgetTrips } from './trips/actions'
import { adSenders } from './ads/senders'
import { alertSenders } from './alerts/senders'
import { conversationSenders } from './conversations/senders'
import { notificationSenders } from './notifications/senders'
import { pixKeySenders } from './pix/senders'
import { socialSenders } from './social/senders'
import { tripSenders } from './trips/senders'
import { trustSenders } from './trust/senders'

// The registry of the domains' changes: how each kind reaches Supabase, and what the phone forgets
// when the person drops one — one line per domain in each. TypeScript refuses a kind of the
// outbox without its sender.

export type { SenderOptions } from './engine/sender-options'

type Senders = { [K in OutboxKind]: (item: OutboxItemOf<K>) => Promise<Outcome> }

export function createSender(supabase: AppClient, options: SenderOptions = {}) {
  const senders: Senders = {
    ...adSenders(supabase, options),
    ...socialSenders(supabase),
    ...tripSenders(supabase, options),
    ...conversationSenders(supabase),
    ...trustSenders(supabase),
    ...notificationSenders(supabase),
    ...pixKeySenders(supabase),
    ...alertSenders(supabase),
  }
  // The map pairs each kind with its sender; TypeScript cannot follow that pairing through a lookup.
  return (item: OutboxItem): Promise<Outcome> => (senders[item.kind] as (item: OutboxItem) => Promise<Outcome>)(item)
}

const forgetters: Forgetters = { ...forgetAds, ...forgetSocial, ...forgetTrips, ...forgetConversations, ...forgetAlerts }

/** The person drops a refused or waiting change (see discardWith). */
export const discard = (db: OfflineDatabase, seq: number) => discardWith(db, seq, forgetters)
