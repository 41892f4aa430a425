import { adChanges } from './ads/changes'
import { alertChanges } from './alerts/changes'
import { conversationChanges } from './conversations/changes'
import { negotiationChanges } from './negotiation/changes'
import { notificationChanges } from './notifications/changes'
import { pickupPointChanges } from './pickup-points/changes'
import { pixKeyChanges } from './pix/changes'
import { socialChanges } from './social/changes'
import { tripChanges } from './trips/changes'
import { trustChanges } from './trust/changes'
import type { ChangeDefinition } from './engine/define-changes'
import type { OutboxKind } from './store/outbox-item'

// Every change the outbox carries, merged from the domains' changes.ts: the one place a kind is
// defined (its senders, loaded only to send, are merged in registry.ts).

export const CHANGES: { [K in OutboxKind]: ChangeDefinition<never> } = {
  ...adChanges,
  ...socialChanges,
  ...tripChanges,
  ...conversationChanges,
  ...trustChanges,
  ...notificationChanges,
  ...pixKeyChanges,
  ...alertChanges,
  ...pickupPointChanges,
  ...negotiationChanges,
}

/** Whether this build knows a kind of change (one another build left queued may not be). */
export const isKnownKind = (kind: string): kind is OutboxKind => Object.hasOwn(CHANGES, kind)

/** A change's name on screen ("Publicação", "Mensagem"…); "Alteração" for a kind this build does not know. */
export const changeLabel = (kind: string): string => (isKnownKind(kind) ? CHANGES[kind].label : 'Alteração')
