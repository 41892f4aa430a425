import { forgetLedgerOf } from './engine/queue-ledger-note'
import { TRIPS_PULLED } from './trips/pull'
import { isPublicTrip } from './trips/types'
import { OPEN_REPORTS_PULLED } from './trust/pull'
import { SESSION_FOR_BACKGROUND } from './background-session'
import type { OfflineDatabase } from './store/database'
import { offlineDb } from './store/offline-db'

// A family's one phone: when a person signs out (or the session ends by itself), the phone forgets
// what belongs to them — what they were typing in forms (drafts), conversations (their voice notes
// too), orders, their Pix key, reservations, notifications, search alerts, reports, favourites,
// their pickup points (public, but perhaps made here and not sent yet), the people they blocked,
// their quick replies, the messages they reported,
// ads and trips out of public view, a trip's split and contact, the session the service worker
// used. What anyone may see stays (public ads, articles, open trips, comments, photos). Their
// changes still queued stay only if they chose to keep them for their next sign-in here; they are
// never sent under another person's session (the engine sends an item only for its owner).

/**
 * Keys of `meta` that belong to whoever was signed in: a trip's split and owner's phone, and where
 * their refresh stood (person-changes.ts: what it read is forgotten, so the next sign-in reads whole).
 */
const PRIVATE_META = /^(divisao|contato-viagem|mudancas):/

/** The changes of `userId` still waiting on this phone (to say so before signing out). */
export async function pendingChangesOf(userId: string, db: OfflineDatabase = offlineDb): Promise<number> {
  return db.outbox.where('ownerId').equals(userId).count()
}

/**
 * Forgets on this phone what belongs to `userId`. Their changes still queued wait for their next
 * sign-in here, unless `dropQueued` (an account deleted: nobody can send them any more).
 */
export async function forgetPerson(
  userId: string,
  { dropQueued = false }: { dropQueued?: boolean } = {},
  db: OfflineDatabase = offlineDb,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all([
      db.mensagens.clear(),
      db.audios.clear(),
      db.pedidos.clear(),
      db.reservas.clear(),
      db.notificacoes.clear(),
      db.denuncias.clear(),
      db.favoritos.clear(),
      db.moderacoes.clear(),
      db.chavesPix.clear(),
      db.alertas.clear(),
      db.drafts.clear(),
      db.bloqueios.clear(),
      db.respostasRapidas.clear(),
      db.denunciasMensagens.clear(),
      db.draftAttachments.clear(),
      db.perfis.delete(userId),
      db.pontos.where('user_id').equals(userId).delete(),
      db.anuncios.filter((ad) => ad.status !== 'ativo').delete(),
      db.viagens.filter((trip) => trip.user_id === userId && !isPublicTrip(trip.status)).delete(),
      db.meta.bulkDelete([SESSION_FOR_BACKGROUND, TRIPS_PULLED, OPEN_REPORTS_PULLED]),
      db.meta.filter((entry) => PRIVATE_META.test(entry.key)).delete(),
      dropQueued ? db.outbox.where('ownerId').equals(userId).delete() : 0,
    ])
  })
  // What was named as lost goes; what stays queued for the next sign-in keeps its entry.
  forgetLedgerOf(userId, { queued: dropQueued })
}
