import type { Author } from '@/lib/server/session'
import type { VoiceNote } from '@/lib/media/voice-note'
import type { CachedAd } from './types'
import type { OfflineDatabase } from '../store/database'
import { enqueue, type CancelsCreation } from '../engine/outbox'
import type { OutboxItemOf } from '../store/outbox-item'
import { newPhotoPath } from './photo-paths'

// What the screens call to change ads. Each change shows at once in the cache (marked pending
// where it is new) and is recorded in the outbox; the sync engine sends it — online right away,
// offline when the connection returns. Screens never call Supabase for these.

export type { Author }

export type NovoAnuncio = Pick<CachedAd, 'titulo' | 'categoria' | 'preco' | 'descricao' | 'cidade' | 'uf' | 'contato'> &
  Partial<Pick<CachedAd, 'endereco' | 'cep' | 'email' | 'unidade' | 'quantidade_disponivel' | 'pontos_de_retirada'>>

/** A photo of an ad being edited: one already stored (its path) or a new one (compressed Blob). */
export type FotoDoAnuncio = { path: string } | { blob: Blob }

/** A spoken description checked and given its path under the ad (its rules load with the first one). */
async function voiceDescription(autor: Author, id: string, note: VoiceNote) {
  return (await import('@/lib/media/voice-note')).adVoiceDescription(autor.id, id, note)
}

/**
 * Publishes an ad with its (already compressed) photos and, if recorded, its spoken description
 * (kept on the phone too, so it plays at once); answers its id, made on the phone.
 */
export async function publicarAnuncio(
  db: OfflineDatabase,
  autor: Author,
  dados: NovoAnuncio,
  fotos: Blob[] = [],
  descricaoEmAudio?: VoiceNote,
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID()
  const paths = fotos.map((foto) => newPhotoPath(autor.id, id, foto))
  const audio = descricaoEmAudio && (await voiceDescription(autor, id, descricaoEmAudio))
  await db.transaction('rw', db.anuncios, db.audios, db.outbox, async () => {
    await db.anuncios.put({
      ...dados,
      ...audio?.columns,
      id,
      imagens: paths,
      localPhotos: Object.fromEntries(paths.map((path, index) => [path, fotos[index]])),
      user_id: autor.id,
      user_name: autor.name,
      status: 'ativo',
      created_at: new Date(now).toISOString(),
      pending: true,
      cachedAt: now,
    })
    if (audio) await db.audios.put({ caminho: audio.columns.audio_caminho, blob: audio.file, usadoEm: now })
    await enqueue(
      db,
      {
        kind: 'publicarAnuncio',
        entity: `anuncio:${id}`,
        ownerId: autor.id,
        payload: { anuncio: { id, ...dados, ...audio?.columns }, imagens: paths },
        photos: fotos,
        ...(audio ? { audio: audio.file } : {}),
      },
      now,
    )
  })
  return id
}

export async function alterarStatusDoAnuncio(
  db: OfflineDatabase,
  autor: Author,
  id: string,
  status: CachedAd['status'],
): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    await db.anuncios.update(id, { status })
    await enqueue(db, { kind: 'alterarStatusDoAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload: { id, status } })
  })
}

/**
 * Saves an edit. Only the fields changed are sent, each with what the phone held of it: a field
 * another device changed meanwhile is a conflict the person settles (senders.ts). With `fotos`,
 * the photos change as operations — the new ones added (each its own storage path now, so a
 * retried upload lands on the same object), the removed ones taken out and deleted on the server
 * after the ad points away from them — never as a whole list written over another device's. `descricaoEmAudio` replaces the spoken
 * description (a new recording) or removes it (`null`); the old file goes the removed photos' way.
 */
export async function editarAnuncio(
  db: OfflineDatabase,
  autor: Author,
  id: string,
  campos: Partial<NovoAnuncio>,
  fotos?: FotoDoAnuncio[],
  descricaoEmAudio?: VoiceNote | null,
  now = Date.now(),
): Promise<void> {
  const audio = descricaoEmAudio ? await voiceDescription(autor, id, descricaoEmAudio) : undefined
  const falado = descricaoEmAudio === undefined ? {} : (audio?.columns ?? { audio_caminho: null, audio_duracao_ms: null })
  await db.transaction('rw', db.anuncios, db.audios, db.outbox, async () => {
    const atual = await db.anuncios.get(id)
    campos = atual ? onlyChanges(atual, campos) : campos
    // The edit's precondition: what this phone held of each field it sends (senders.ts).
    const antes = atual
      ? { antes: Object.fromEntries(Object.keys(campos).map((campo) => [campo, atual[campo as keyof CachedAd] ?? null])) }
      : {}
    const audioRemovido = descricaoEmAudio !== undefined && atual?.audio_caminho ? atual.audio_caminho : undefined
    if (audio) await db.audios.put({ caminho: audio.columns.audio_caminho, blob: audio.file, usadoEm: now })
    const voice = audioRemovido ? { audioRemovido } : {}
    const withAudio = audio ? { audio: audio.file } : {}
    if (!fotos) {
      await db.anuncios.update(id, { ...campos, ...falado })
      await enqueue(db, {
        kind: 'editarAnuncio',
        entity: `anuncio:${id}`,
        ownerId: autor.id,
        payload: { id, campos: { ...campos, ...falado }, ...antes, ...voice },
        ...withAudio,
      })
      return
    }
    const novas: Array<{ path: string; blob: Blob }> = []
    const imagens = fotos.map((foto) => {
      if ('path' in foto) return foto.path
      const path = newPhotoPath(autor.id, id, foto.blob)
      novas.push({ path, blob: foto.blob })
      return path
    })
    const removidas = (atual?.imagens ?? []).filter((path) => !imagens.includes(path))
    const locais = { ...atual?.localPhotos, ...Object.fromEntries(novas.map((n) => [n.path, n.blob])) }
    await db.anuncios.update(id, {
      ...campos,
      ...falado,
      imagens,
      localPhotos: Object.fromEntries(Object.entries(locais).filter(([path]) => imagens.includes(path))),
    })
    await enqueue(db, {
      kind: 'editarAnuncio',
      entity: `anuncio:${id}`,
      ownerId: autor.id,
      payload: { id, campos: { ...campos, ...falado }, ...antes, imagens, novas: novas.map((n) => n.path), removidas, ...voice },
      photos: novas.map((n) => n.blob),
      ...withAudio,
    })
  })
}

const LOCAL = ['cidade', 'uf', 'endereco'] as const

/** A field as the phone held it and as the form gives it (a list of pickup points compares by its items). */
const sameValue = (held: unknown, given: unknown) =>
  Array.isArray(given) ? JSON.stringify(held ?? []) === JSON.stringify(given) : held === given

/**
 * What the edit really changes. A changed place is sent whole (city, state and street), so the
 * sync can look its coordinates up again; an unchanged one is not looked up again.
 */
function onlyChanges(atual: CachedAd, campos: Partial<NovoAnuncio>): Partial<NovoAnuncio> {
  const mudou = Object.fromEntries(
    Object.entries(campos).filter(([campo, valor]) => !sameValue(atual[campo as keyof CachedAd], valor)),
  ) as Partial<NovoAnuncio>
  if (LOCAL.some((campo) => campo in mudou)) {
    const local = { ...atual, ...campos }
    Object.assign(mudou, { cidade: local.cidade, uf: local.uf, endereco: local.endereco ?? null })
  }
  return mudou
}

/** A delete after a publication that was tried: what the publication may have stored goes with it. */
const CANCELS_PUBLICATION: CancelsCreation = {
  kind: 'publicarAnuncio',
  carryOver(creation, deletion) {
    const sent = (creation as OutboxItemOf<'publicarAnuncio'>).payload
    const payload = (deletion as OutboxItemOf<'excluirAnuncio'>).payload
    payload.imagens = [...new Set([...(payload.imagens ?? []), ...(sent.imagens ?? [])])]
    payload.audio_caminho ??= sent.anuncio.audio_caminho ?? null
  },
}

/** Removes the ad (photos and spoken description first, then the row, on the server); one never sent is just cancelled. */
export async function excluirAnuncio(db: OfflineDatabase, autor: Author, id: string): Promise<void> {
  await db.transaction('rw', db.anuncios, db.outbox, async () => {
    const ad = await db.anuncios.get(id)
    await db.anuncios.delete(id)
    const payload = { id, imagens: ad?.imagens ?? [], audio_caminho: ad?.audio_caminho ?? null }
    await enqueue(
      db,
      { kind: 'excluirAnuncio', entity: `anuncio:${id}`, ownerId: autor.id, payload },
      Date.now(),
      CANCELS_PUBLICATION,
    )
  })
}
