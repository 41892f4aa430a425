import type { RestReader } from '@/lib/server/rest-reader'
import type { PullResult } from '../engine/pull-result'
import type { OfflineDatabase } from '../store/database'
import { pixKeyEntity } from './actions'
import { PIX_KEY_COLUMNS } from './types'

/** The person's Pix key as the server has it; a change still waiting in the outbox wins until it is sent. */
export async function pullPixKey(reader: RestReader, db: OfflineDatabase, userId: string): Promise<PullResult> {
  const { data, error } = await reader.from('chaves_pix').select(PIX_KEY_COLUMNS).eq('user_id', userId).maybeSingle()
  if (error) return { ok: false }
  await db.transaction('rw', db.chavesPix, db.outbox, async () => {
    if ((await db.outbox.where('entity').equals(pixKeyEntity(userId)).count()) > 0) return
    if (data) await db.chavesPix.put({ ...data, pending: false })
    else await db.chavesPix.delete(userId)
  })
  return { ok: true, count: data ? 1 : 0 }
}
