import type { AppClient } from '@/lib/server/supabase'
import type { TablesUpdate } from '@/lib/database.types'
import { photoPathOf } from '@/lib/media/photo-size'
import type { OutboxItem, OutboxItemOf } from '../store/outbox-item'
import { memoryLedger } from '../engine/file-ledger'
import { answerOutcome as outcome, type Answer, type FieldConflict, type Outcome } from '../engine/outcome'
import { fileKey, sendFile } from '../engine/resumable-upload'
import { refusedByStoragePolicy } from '../engine/storage-refusal'
import { reportUploadProgress } from '../engine/upload-progress'
import type { SenderOptions } from '../engine/sender-options'
import { numberedPhotoPath } from './photo-paths'

// How ad changes reach Supabase. Every step is idempotent, so an item whose answer was lost can
// be sent again without creating anything twice: ids come from the phone, inserts are "on
// conflict do nothing", photos go to deterministic paths with upsert.

const PHOTOS = 'imagens'

const NOT_FOUND = 'Anúncio não encontrado ou sem permissão.'

/** An update that touched no row was refused by RLS (not the owner) or the ad is gone. */
async function updateAd(supabase: AppClient, id: string, changes: TablesUpdate<'anuncios'>): Promise<Outcome> {
  const answer = await supabase.from('anuncios').update(changes).eq('id', id).select('id')
  if (answer.error || (answer.data ?? []).length > 0) return outcome(answer)
  return { kind: 'rejected', reason: NOT_FOUND }
}

/** The smaller versions sent beside each photo, smallest first (lib/media/smaller-photo.ts makes them). */
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

/** What an edit is refused with when another device changed the same fields (the person chooses). */
export const CHANGED_ELSEWHERE = 'Este anúncio foi alterado em outro aparelho.'

export const TOO_MANY_PHOTOS =
  'Outro aparelho adicionou fotos a este anúncio e ele ficaria com mais de 5. Remova alguma e tente de novo.'

const MAX_PHOTOS = 5

/** Reads of the ad again when another write lands between the read and the write. */
const WRITE_RACES = 3

/** The same value, as the server and the phone write it (a price may come as 30 or as "30.00"). */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return a != null && b != null && Number(a) === Number(b)
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

type ServerAd = Record<string, unknown> & { user_id: string; imagens: string[]; versao: string }

/**
 * The fields the edit writes, against what the server holds now: a field the server still holds as
 * the phone saw it (or already as the edit has it) is written; one changed elsewhere since is a
 * conflict (or written over once the person chose "Manter o meu"); one this phone sent unchanged
 * (the place goes whole) keeps the server's. Items recorded before preconditions write every field.
 */
function fieldsToWrite(p: OutboxItemOf<'editarAnuncio'>['payload'], server: ServerAd) {
  const changes: Record<string, unknown> = {}
  const conflict: FieldConflict[] = []
  for (const [campo, mine] of Object.entries(p.campos)) {
    const antes = p.antes
    if (!antes || !(campo in antes) || same(server[campo], antes[campo]) || same(server[campo], mine)) changes[campo] = mine
    else if (same(mine, antes[campo])) continue
    else if (p.manterOMeu) changes[campo] = mine
    else conflict.push({ campo, meu: mine, servidor: server[campo] ?? null })
  }
  return { changes, conflict }
}

/**
 * The photos as operations on the server's list: the phone's order for those it knows, without
 * the ones it removed, with the ones it added; photos another device added stay, after them.
 */
function photosAfter(p: OutboxItemOf<'editarAnuncio'>['payload'], onServer: string[]): string[] | undefined {
  if (!p.imagens) return undefined
  const removed = new Set(p.removidas ?? [])
  const added = new Set(p.novas ?? [])
  const kept = new Set(onServer.filter((path) => !removed.has(path)))
  const known = new Set(p.imagens)
  return [
    ...p.imagens.filter((path) => kept.has(path) || added.has(path)),
    ...onServer.filter((path) => kept.has(path) && !known.has(path)),
  ]
}

async function editarAnuncio(supabase: AppClient, item: OutboxItemOf<'editarAnuncio'>, options: SenderOptions): Promise<Outcome> {
  const p = item.payload
  const novas = (p.novas ?? []).map((path, index) => ({ path, blob: item.photos![index] }))
  const uploaded = await uploadAll(supabase, item, novas, options)
  if (uploaded.kind !== 'done') return uploaded
  const voiced = await uploadVoiceDescription(supabase, item, p.campos.audio_caminho, options)
  if (voiced.kind !== 'done') return voiced
  const columns = [...new Set(['user_id', 'imagens', 'versao', 'cidade', 'uf', 'endereco', ...Object.keys(p.campos)])]
  for (let race = 0; race < WRITE_RACES; race++) {
    const read = await supabase.from('anuncios').select(columns.join(', ')).eq('id', p.id).maybeSingle()
    if (read.error) return outcome(read)
    const server = read.data as unknown as ServerAd | null
    if (!server || server.user_id !== item.ownerId) return { kind: 'rejected', reason: NOT_FOUND }
    const { changes, conflict } = fieldsToWrite(p, server)
    if (conflict.length > 0) return { kind: 'rejected', reason: CHANGED_ELSEWHERE, conflict }
    const imagens = photosAfter(p, server.imagens ?? [])
    if (imagens && imagens.length > MAX_PHOTOS) return { kind: 'rejected', reason: TOO_MANY_PHOTOS }
    const place = ['cidade', 'uf', 'endereco'].some((campo) => campo in changes)
      ? await coordinatesFor({ ...(server as Place), ...(changes as Place) }, options)
      : {}
    // Written only over the very row read: another write in between reads it again.
    const written = await supabase
      .from('anuncios')
      .update({ ...changes, ...place, ...(imagens ? { imagens } : {}) })
      .eq('id', p.id)
      .eq('versao', server.versao)
      .select('id')
    if (written.error) return outcome(written)
    if ((written.data ?? []).length === 0) continue
    const gone = (p.removidas ?? []).filter((path) => !imagens?.includes(path))
    const removed = gone.length > 0 ? await removePhotos(supabase, gone) : ({ kind: 'done' } as Outcome)
    if (removed.kind !== 'done') return removed
    return removeVoiceDescription(supabase, p.audioRemovido)
  }
  return { kind: 'retry' }
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
