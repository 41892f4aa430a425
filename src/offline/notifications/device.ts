import { enqueue, DEVICE_OWNER } from '../engine/outbox'
import type { OfflineDatabase } from '../store/database'

// A family's one phone: at sign-out this device's push subscription is forgotten on the server
// (through the outbox, so with no signal it goes on reconnect, under no one's session) and
// dropped in the browser, so the next person never sees the last one's notifications.

export const DEVICE_PUSH_ENTITY = 'aparelho:assinatura-push'

/** How long the browser's push service may take to drop the subscription before leaving goes on. */
const UNSUBSCRIBE_DEADLINE_MS = 5_000

/** Forgets this device's push subscription, on the server and in the browser; nothing when it has none. */
export async function forgetPushDevice(db: OfflineDatabase): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager?.getSubscription()
  if (!subscription) return
  const auth = subscription.toJSON().keys?.auth
  if (auth) {
    await enqueue(db, {
      kind: 'esquecerAssinaturaPush',
      entity: DEVICE_PUSH_ENTITY,
      ownerId: DEVICE_OWNER,
      payload: { endpoint: subscription.endpoint, auth },
    })
  }
  // Offline the browser may fail to tell its push service: the server's copy goes anyway, and the
  // service worker shows nothing addressed to someone not signed in here.
  await Promise.race([
    subscription.unsubscribe().catch(() => false),
    new Promise((resolve) => setTimeout(resolve, UNSUBSCRIBE_DEADLINE_MS)),
  ])
}
