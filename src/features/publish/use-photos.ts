import { useState } from 'react'
import { compressImage } from '@/lib/media/compress-image'
import type { FotoDoAnuncio } from '@/offline'
import { PHOTO_COMPRESSION, MAX_PHOTOS, TOO_MANY_PHOTOS, move, type FormPhoto } from './photo-state'

/** The form's photo list: adding compresses each new photo in the worker, with progress. */
export function usePhotos(stored: string[] = []) {
  const [photos, setPhotos] = useState<FormPhoto[]>(() => stored.map((path) => ({ key: path, kind: 'stored', path })))
  const [error, setError] = useState<string | null>(null)

  const update = (key: string, change: (p: FormPhoto) => FormPhoto) =>
    setPhotos((list) => list.map((p) => (p.key === key ? change(p) : p)))

  const add = (files: File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'))
    const room = MAX_PHOTOS - photos.length
    setError(images.length > room ? TOO_MANY_PHOTOS : images.length < files.length ? 'Escolha apenas imagens (PNG, JPG).' : null)
    const accepted = images.slice(0, Math.max(room, 0)).map((file) => ({
      key: crypto.randomUUID(),
      kind: 'new' as const,
      file,
      status: 'compressing' as const,
      progress: 0,
    }))
    setPhotos((list) => [...list, ...accepted])
    for (const photo of accepted) {
      compressImage(photo.file, {
        ...PHOTO_COMPRESSION,
        onProgress: (progress) =>
          update(photo.key, (p) => (p.kind === 'new' && p.status === 'compressing' ? { ...p, progress } : p)),
      })
        .then((blob) => update(photo.key, (p) => ({ key: p.key, kind: 'new', file: photo.file, status: 'ready', blob })))
        .catch(() => update(photo.key, (p) => ({ key: p.key, kind: 'new', file: photo.file, status: 'error' })))
    }
  }

  const remove = (key: string) => {
    setPhotos((list) => list.filter((p) => p.key !== key))
    setError(null)
  }

  /** A draft's photos come back as they were kept: stored ones by path, new ones already reduced. */
  const restore = (kept: FotoDoAnuncio[]) =>
    setPhotos(
      kept.map((photo): FormPhoto =>
        'path' in photo
          ? { key: photo.path, kind: 'stored', path: photo.path }
          : {
              key: crypto.randomUUID(),
              kind: 'new',
              file: new File([photo.blob], 'foto.jpg', { type: photo.blob.type }),
              status: 'ready',
              blob: photo.blob,
            },
      ),
    )

  const busy = photos.some((p) => p.kind === 'new' && p.status === 'compressing')
  const failed = photos.some((p) => p.kind === 'new' && p.status === 'error')

  const result = (): FotoDoAnuncio[] =>
    photos.flatMap((p): FotoDoAnuncio[] =>
      p.kind === 'stored' ? [{ path: p.path }] : p.status === 'ready' ? [{ blob: p.blob }] : [],
    )
  const keptKey = photos.flatMap((p) => (p.kind === 'stored' || p.status === 'ready' ? [p.key] : [])).join(' ')

  return {
    photos,
    error,
    add,
    remove,
    move: (from: number, to: number) => setPhotos((list) => move(list, from, to)),
    busy,
    failed,
    /** The photos in order, as the offline layer takes them (new ones as their compressed Blob). */
    result,
    /** Which photos `result` holds: changes when one is added, reduced, removed or moved. */
    keptKey,
    /** Whether the list differs from the one the form opened with. */
    changed: keptKey !== stored.join(' '),
    restore,
  }
}
