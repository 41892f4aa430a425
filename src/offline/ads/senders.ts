import type { AppClient } from '@/lib/supabase'
import type { TablesUpdate } from '@/lib/database.types'
import { photoPathOf } from '@/lib/photo-size'
import type { OutboxItem, OutboxItemOf } from '../store/outbox-item'
import { memoryLedger } from '../engine/file-ledger'
import { answerOutcome as outcome, type Answer, type Outcome } from '../engine/outcome'
import { fileKey, sendFile } from '../engine/resumable-upload'
import { refusedByStoragePolicy } from '../engine/storage-refusal'
import { reportUploadProgress } from '../engine/upload-progress'
import type { SenderOptions } from '../engine/sender-options'
import { numberedPhotoPath } from './photo-paths'

// How ad changes reach Supabase. Every step is idempotent, so an item whose answer was lost can
// be sent again without creating anything twice: ids come from the phone, inserts are "on
// conflict do nothing", photos go to deterministic paths with upsert.

const PHOTOS = 'imagens'

/** An update that touched no row was refused by RLS (not the owner) or the ad is gone. */
async function updateAd(supabase: AppClient, id: string, changes: TablesUpdate<'anuncios'>): Promise<Outcome> {
  const answer = await supabase.from('anuncios').update(changes).eq('id', id).select('id')
  if (answer.error || (answer.data ?? []).length > 0) return outcome(answer)
  return { kind: 'rejected', reason: 'Anúncio não encontrado ou sem permissão.' }
}

/** The smaller versions sent beside each photo, smallest first (lib/smaller-photo.ts makes them). */
const SMALLER_SIZES = ['card', 'screen'] as const
/** What the smaller versions weigh beside their photo, about (npm run bench:photos): for the progress shown. */
const SMALLER_SHARE = 0.4

/**
 * Each photo, then its smaller versions beside it, through Storage's resumable uploads: what the
 * item's ledger says is stored is skipped, a photo cut midway continues from the server's offset
 * (same path each retry, upserted: never a copy). The screens hear how far it is.
 */
async function uploadAll(
  supabase: AppClient,
  item: OutboxItem,
  photos: Array<{ path: string; blob: Blob }>,
  options: SenderOptions,
): Promise<Outcome> {
  const ledger = options.ledgerFor?.(item) ?? memoryLedger(item)
  const total = photos.reduce((sum, photo) => sum + photo.blob.size * (1 + SMALLER_SHARE), 0) || 1
  let before = 0
  const report = (stored: number, sent: number) =>
    reportUploadProgress(item.seq, {
      entity: item.entity,
      what: 'fotos',
      file: photos[Math.min(stored, photos.length - 1)].path,
      files: photos.length,
      stored,
      fraction: Math.min((before + sent) / total, 1),
    })
  try {
    for (const [index, { path, blob }] of photos.entries()) {
      report(index, 0)
      const result = outcome(await sendFile(supabase, { bucket: PHOTOS, path, blob }, ledger, (sent) => report(index, sent)))
      if (result.kind !== 'done') return result
      let smallerSent = blob.size
      for (const size of SMALLER_SIZES) {
        const smallerPath = photoPathOf(path, size)
        if (ledger.isStored(fileKey({ bucket: PHOTOS, path: smallerPath }))) continue
        const smaller = await options.smallerPhoto?.(blob, size).catch(() => null)
        if (!smaller) continue
        const upload = { bucket: PHOTOS, path: smallerPath, blob: smaller }
        const sentBefore = smallerSent
        const smallerResult = outcome(await sendFile(supabase, upload, ledger, (sent) => report(index, sentBefore + sent)))
        if (smallerResult.kind !== 'done') return smallerResult
        smallerSent += smaller.size
      }
      before += blob.size * (1 + SMALLER_SHARE)
      report(index + 1, 0)
    }
    return { kind: 'done' }
  } finally {
    reportUploadProgress(item.seq, null)
  }
}

/** Removes photos with their smaller versions (a missing one is no error for Storage). */
async function removePhotos(supabase: AppClient, paths: string[]): Promise<Outcome> {
  const all = paths.flatMap((path) => [path, ...SMALLER_SIZES.map((size) => photoPathOf(path, size))])
  return outcome((await supabase.storage.from(PHOTOS).remove(all)) as Answer)
}

const VOICE_DESCRIPTIONS = 'descricoes-em-audio'

/**
 * The spoken description, at the path chosen when it was recorded (a retry before the ad is saved
 * replaces it; once the ad points at it Storage refuses, and the ad's write decides).
 */
async function uploadVoiceDescription(
  supabase: AppClient,
  item: OutboxItem,
  path: string | null | undefined,
  options: SenderOptions,
): Promise<Outcome> {
  if (!path || !item.audio) return { kind: 'done' }
  const ledger = options.ledgerFor?.(item) ?? memoryLedger(item)
  const answer = await sendFile(supabase, { bucket: VOICE_DESCRIPTIONS, path, blob: item.audio }, ledger)
  return refusedByStoragePolicy(answer) ? { kind: 'done' } : outcome(answer)
}

async function removeVoiceDescription(supabase: AppClient, path: string | null | undefined): Promise<Outcome> {
  if (!path) return { kind: 'done' }
  return outcome((await supabase.storage.from(VOICE_DESCRIPTIONS).remove([path])) as Answer)
}

type Place = Pick<TablesUpdate<'anuncios'>, 'cidade' | 'uf' | 'endereco'>

async function coordinatesFor(
  campos: Place,
  options: SenderOptions,
): Promise<Pick<TablesUpdate<'anuncios'>, 'latitude' | 'longitude'>> {
  if (!options.geocode || typeof campos.cidade !== 'string' || typeof campos.uf !== 'string') return {}
  const found = await options.geocode({ cidade: campos.cidade, uf: campos.uf, endereco: campos.endereco ?? null })
  return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null }
}

async function publicarAnuncio(
  supabase: AppClient,
  item: OutboxItemOf<'publicarAnuncio'>,
  options: SenderOptions,
): Promise<Outcome> {
  const { anuncio } = item.payload
  // Items recorded before photo paths were chosen when recording carry none.
  const paths = item.payload.imagens ?? (item.photos ?? []).map((_, index) => numberedPhotoPath(item.ownerId, anuncio.id, index))
  const photos = paths.map((path, index) => ({ path, blob: item.photos![index] }))
  const uploaded = await uploadAll(supabase, item, photos, options)
  if (uploaded.kind !== 'done') return uploaded
  const voiced = await uploadVoiceDescription(supabase, item, anuncio.audio_caminho, options)
  if (voiced.kind !== 'done') return voiced
  const row = { ...anuncio, ...(await coordinatesFor(anuncio, options)), imagens: paths }
  return outcome(await supabase.from('anuncios').upsert(row, { onConflict: 'id', ignoreDuplicates: true }))
}

async function editarAnuncio(supabase: AppClient, item: OutboxItemOf<'editarAnuncio'>, options: SenderOptions): Promise<Outcome> {
  const p = item.payload
  const novas = (p.novas ?? []).map((path, index) => ({ path, blob: item.photos![index] }))
  const uploaded = await uploadAll(supabase, item, novas, options)
  if (uploaded.kind !== 'done') return uploaded
  const voiced = await uploadVoiceDescription(supabase, item, p.campos.audio_caminho, options)
  if (voiced.kind !== 'done') return voiced
  const changes = { ...p.campos, ...(await coordinatesFor(p.campos, options)), ...(p.imagens ? { imagens: p.imagens } : {}) }
  const updated = await updateAd(supabase, p.id, changes)
  if (updated.kind !== 'done') return updated
  const removed = p.removidas?.length ? await removePhotos(supabase, p.removidas) : updated
  if (removed.kind !== 'done') return removed
  return removeVoiceDescription(supabase, p.audioRemovido)
}

export function adSenders(supabase: AppClient, options: SenderOptions) {
  return {
    publicarAnuncio: (item: OutboxItemOf<'publicarAnuncio'>) => publicarAnuncio(supabase, item, options),
    editarAnuncio: (item: OutboxItemOf<'editarAnuncio'>) => editarAnuncio(supabase, item, options),
    alterarStatusDoAnuncio: (item: OutboxItemOf<'alterarStatusDoAnuncio'>) =>
      updateAd(supabase, item.payload.id, { status: item.payload.status }),
    async excluirAnuncio(item: OutboxItemOf<'excluirAnuncio'>): Promise<Outcome> {
      const imagens = item.payload.imagens ?? []
      if (imagens.length > 0) {
        const removed = await removePhotos(supabase, imagens)
        if (removed.kind !== 'done') return removed
      }
      const unvoiced = await removeVoiceDescription(supabase, item.payload.audio_caminho)
      if (unvoiced.kind !== 'done') return unvoiced
      return outcome(await supabase.from('anuncios').delete().eq('id', item.payload.id))
    },
  }
}
