import type { AppClient } from '@/lib/supabase'
import type { TablesUpdate } from '@/lib/database.types'
import { cardPhotoPath } from '@/lib/storage-url'
import type { OutboxItemOf } from '../store/outbox-item'
import { answerOutcome as outcome, type Answer, type Outcome } from '../engine/outcome'
import { refusedByStoragePolicy } from '../engine/storage-refusal'
import type { SenderOptions } from '../engine/sender-options'
import { numberedPhotoPath } from './photo-paths'

// How ad changes reach Supabase. Every step is idempotent, so an item whose answer was lost can
// be sent again without creating anything twice: ids come from the phone, inserts are "on
// conflict do nothing", photos go to deterministic paths with upsert.

/** An update that touched no row was refused by RLS (not the owner) or the ad is gone. */
async function updateAd(supabase: AppClient, id: string, changes: TablesUpdate<'anuncios'>): Promise<Outcome> {
  const answer = await supabase.from('anuncios').update(changes).eq('id', id).select('id')
  if (answer.error || (answer.data ?? []).length > 0) return outcome(answer)
  return { kind: 'rejected', reason: 'Anúncio não encontrado ou sem permissão.' }
}

async function upload(supabase: AppClient, path: string, blob: Blob): Promise<Outcome> {
  const answer = await supabase.storage
    .from('imagens')
    .upload(path, blob, { upsert: true, contentType: blob.type || 'image/webp' })
  return outcome(answer as Answer)
}

/** Each photo, then its small version beside it (same path each retry: an upsert, never a copy). */
async function uploadAll(
  supabase: AppClient,
  photos: Array<{ path: string; blob: Blob }>,
  options: SenderOptions,
): Promise<Outcome> {
  for (const { path, blob } of photos) {
    const result = await upload(supabase, path, blob)
    if (result.kind !== 'done') return result
    const card = await options.cardPhoto?.(blob).catch(() => null)
    if (card) {
      const cardResult = await upload(supabase, cardPhotoPath(path), card)
      if (cardResult.kind !== 'done') return cardResult
    }
  }
  return { kind: 'done' }
}

/** Removes photos with their small versions (a missing small version is no error for Storage). */
async function removePhotos(supabase: AppClient, paths: string[]): Promise<Outcome> {
  return outcome((await supabase.storage.from('imagens').remove([...paths, ...paths.map(cardPhotoPath)])) as Answer)
}

const VOICE_DESCRIPTIONS = 'descricoes-em-audio'

/**
 * The spoken description, at the path chosen when it was recorded (a retry before the ad is saved
 * replaces it; once the ad points at it Storage refuses, and the ad's write decides).
 */
async function uploadVoiceDescription(
  supabase: AppClient,
  path: string | null | undefined,
  audio: Blob | undefined,
): Promise<Outcome> {
  if (!path || !audio) return { kind: 'done' }
  const answer = (await supabase.storage
    .from(VOICE_DESCRIPTIONS)
    .upload(path, audio, { upsert: true, contentType: audio.type })) as Answer
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
  const uploaded = await uploadAll(supabase, photos, options)
  if (uploaded.kind !== 'done') return uploaded
  const voiced = await uploadVoiceDescription(supabase, anuncio.audio_caminho, item.audio)
  if (voiced.kind !== 'done') return voiced
  const row = { ...anuncio, ...(await coordinatesFor(anuncio, options)), imagens: paths }
  return outcome(await supabase.from('anuncios').upsert(row, { onConflict: 'id', ignoreDuplicates: true }))
}

async function editarAnuncio(supabase: AppClient, item: OutboxItemOf<'editarAnuncio'>, options: SenderOptions): Promise<Outcome> {
  const p = item.payload
  const novas = (p.novas ?? []).map((path, index) => ({ path, blob: item.photos![index] }))
  const uploaded = await uploadAll(supabase, novas, options)
  if (uploaded.kind !== 'done') return uploaded
  const voiced = await uploadVoiceDescription(supabase, p.campos.audio_caminho, item.audio)
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
