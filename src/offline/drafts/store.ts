import type { OfflineDatabase } from '../store/database'
import { offlineDb } from '../store/offline-db'

/** What a form kept: its values and its files. */
export interface KeptDraft<V, A> {
  values: V
  attachments: A | undefined
}

/** The person's draft of a form; null when none (or it is someone else's). */
export async function readDraft<V, A>(
  key: string,
  ownerId: string,
  db: OfflineDatabase = offlineDb,
): Promise<KeptDraft<V, A> | null> {
  const [draft, files] = await Promise.all([db.drafts.get(key), db.draftAttachments.get(key)])
  if (!draft || draft.ownerId !== ownerId) return null
  return { values: draft.values as V, attachments: files?.attachments as A | undefined }
}

export async function saveDraftValues<V>(key: string, ownerId: string, values: V, db: OfflineDatabase = offlineDb) {
  await db.drafts.put({ key, ownerId, values, updated_at: Date.now() })
}

export async function saveDraftAttachments<A>(key: string, attachments: A, db: OfflineDatabase = offlineDb) {
  await db.draftAttachments.put({ key, attachments })
}

/** Once sent or discarded. */
export async function dropDraft(key: string, db: OfflineDatabase = offlineDb): Promise<void> {
  await db.transaction('rw', db.drafts, db.draftAttachments, () =>
    Promise.all([db.drafts.delete(key), db.draftAttachments.delete(key)]),
  )
}
