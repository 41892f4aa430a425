import * as v from 'valibot'
import type { OfflineDatabase } from '../store/database'
import type { OutboxRecord } from '../store/outbox-item'

// A change of the outbox is defined once, in its domain's changes.ts: what its payload carries,
// its name on screen, what this build must find in it to send it, and what the phone takes back
// when the person drops it. Its sender is the one thing kept apart (the
// domain's senders.ts), because it loads only when something is sent; the registry (registry.ts)
// refuses a kind without one. Its payload's version, when its shape changes, is set beside the
// Dexie upgrades (store/outbox-item.ts), because recording reads it on pages that load no definition.

/** One queued change of payload `P`, as its definition's `forget` receives it. */
export type QueuedChangeOf<P> = OutboxRecord & { payload: P }

export interface ChangeDefinition<P> {
  /** Its name on screen: "<label> não aceita". */
  label: string
  /**
   * What this build must find in its payload to send it — only the fields its sender reads (the
   * database checks the rest). An item an older or newer build left that this one cannot read is
   * refused with its reason at once, never retried forever.
   */
  payload: v.GenericSchema
  /** While it waits, the ad it changes keeps the phone's copy over the server's (ads/cache.ts). */
  keepsAdCopy?: true
  /** What the phone takes back when the person drops it refused (what never reached the server). */
  forget?: (db: OfflineDatabase, item: QueuedChangeOf<P>) => Promise<void>
}

declare const carries: unique symbol

/** A change's definition, remembering what its payload carries. */
export type Change<P> = ChangeDefinition<P> & { readonly [carries]?: P }

/** Defines a change whose payload carries `P`. */
export const change = <P>(definition: ChangeDefinition<P>): Change<P> => definition

/** The `{ kind, payload }` of each change a domain defines: what the outbox stores of it. */
export type ChangesOf<D> = {
  [K in keyof D & string]: D[K] extends Change<infer P> ? { kind: K; payload: P } : never
}[keyof D & string]

// The payload schemas' common parts (only valibot's functions the forms use already: they share one
// chunk with the first screens).
export const id = v.pipe(v.string(), v.minLength(1))
export const row = v.object({ id })
export const paths = v.optional(v.array(v.string()))
