import { SHARED_ADDRESS, SHARED_CACHE, SHARED_MAX_AGE_MS, type SharedItems } from '@/lib/protocols/share-target-protocol'

// What the phone's share sheet sent (sw/share-target.ts keeps it in Cache Storage): the new-ad
// form offers it, and takes it once the person confirms — photos as files for the picker's own
// compression, and the text. A share older than a day is dropped unseen.

export interface Shared {
  files: File[]
  items: SharedItems
}

/** Whether this address is the one the share target sends the person to. */
export const cameFromShare = (search: string) => new URLSearchParams(search).has('compartilhado')

/** What was shared and not taken yet; null when nothing waits (or it waited more than a day). */
export async function sharedWaiting(now = Date.now()): Promise<Shared | null> {
  if (typeof caches === 'undefined') return null
  const cache = await caches.open(SHARED_CACHE)
  const kept = await cache.match(`${SHARED_ADDRESS}itens`)
  if (!kept) return null
  const items = (await kept.json()) as SharedItems
  if (!items.guardadoEm || now - items.guardadoEm > SHARED_MAX_AGE_MS) {
    await forgetShared()
    return null
  }
  const files: File[] = []
  for (let i = 0; i < items.fotos; i++) {
    const photo = await cache.match(`${SHARED_ADDRESS}foto-${i}`)
    if (!photo) continue
    const type = photo.headers.get('Content-Type') ?? 'image/jpeg'
    const name = decodeURIComponent(photo.headers.get('X-Nome') ?? '') || `foto-${i + 1}`
    files.push(new File([await photo.blob()], name, { type }))
  }
  return { files, items }
}

/** Once the form has them: a later visit of the form starts empty. */
export async function forgetShared(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(SHARED_CACHE)
}

/** What the form says about what was left out of a share. */
export function leftOut(items: SharedItems): string[] {
  const notes: string[] = []
  if (items.deixadas > 0) notes.push('Só cabem 5 fotos (até 25 MB) por anúncio.')
  if (items.ignorados === 1) notes.push('Um arquivo que não é foto ficou de fora.')
  if (items.ignorados > 1) notes.push(`${items.ignorados} arquivos que não são fotos ficaram de fora.`)
  return notes
}
