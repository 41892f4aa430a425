import { Image, type ImageProps } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useDataSaver, useDownloadWanted } from '@/lib/device/data-saver'
import { cardPhotoSize, galleryPhotoSize, photoPathOf, type PhotoSize } from '@/lib/media/photo-size'
import { publicImageUrl } from '@/lib/server/storage-url'
import type { CachedAd } from '@/offline'
import { objectUrlOf } from '@/ui/object-url'
import { CategoryPicture } from './CategoryPicture'

// Only with "Economia de dados" on: its code loads then, not with every list.
const PhotoOnRequest = lazy(() => import('./PhotoOnRequest'))

type PhotoOf = Pick<CachedAd, 'imagens' | 'localPhotos' | 'categoria'>

/** The address to show a photo from: the phone's own copy while it waits to be uploaded. */
export function usePhotoSrc(ad: Pick<CachedAd, 'localPhotos'>, path: string | undefined): string | undefined {
  if (!path) return undefined
  const local = ad.localPhotos?.[path]
  return local ? objectUrlOf(local) : publicImageUrl(path)
}

type AdPhotoProps = {
  ad: PhotoOf
  index?: number
  alt: string
  card?: boolean
  /** A thumbnail (a few dozen px): always the small version. */
  thumbnail?: boolean
  priority?: boolean
  /** With "Economia de dados" on: offer "Ver foto" here (a thumbnail inside a button offers nothing). */
  askable?: boolean
} & Omit<ImageProps, 'src'>

/**
 * One photo of an ad, in the size this screen draws it (storage-url.ts): `card`, for lists, the
 * small version (~480 px) or from DPR 1.5 the screen one (~800 px); otherwise, the gallery, the
 * small, screen or large one for its width (a 360 px phone: the small one at DPR 1, the screen one
 * at DPR 2) — as the boot script of a prerendered page chose, so nothing downloads twice. An ad
 * published before a version existed falls back to the large photo. Without photos: its
 * category's picture. With "Economia de dados" on, nothing downloads until "Ver foto" is tapped,
 * and then the small version. `priority`: the first card on screen, fetched at once.
 */
export function AdPhoto({
  ad,
  index = 0,
  alt,
  card = false,
  thumbnail = false,
  priority = false,
  askable = true,
  ...props
}: AdPhotoProps) {
  const path = ad.imagens[index]
  const wanted = useDownloadWanted(path)
  const saving = useDataSaver()
  if (!path) return <CategoryPicture categoria={ad.categoria} h={props.h} label="Sem imagem" />
  const local = ad.localPhotos?.[path]
  const shared = { alt, decoding: 'async', ...props } as const
  if (local) return <Image src={objectUrlOf(local)} {...shared} />
  if (!wanted)
    return (
      <Suspense fallback={<CategoryPicture categoria={ad.categoria} h={props.h} />}>
        <PhotoOnRequest path={path} categoria={ad.categoria} h={props.h} alt={alt} askable={askable} />
      </Suspense>
    )
  const size = saving || thumbnail ? 'card' : card ? cardPhotoSize() : galleryPhotoSize()
  return <StoredPhoto key={path} path={path} size={size} priority={priority} {...shared} />
}

/**
 * A photo from Storage, in one `size`. When a smaller version is missing (older ads) the large one
 * is shown; when that fails too, "sem imagem".
 */
function StoredPhoto({
  path,
  size,
  priority,
  ...props
}: { path: string; size: PhotoSize; priority: boolean; alt: string } & Omit<ImageProps, 'src'>) {
  const [failures, setFailures] = useState(0)
  const shown = failures === 0 ? photoPathOf(path, size) : failures === 1 && size !== 'large' ? path : null
  // CORS mode, so the service worker can keep the photo for offline use (not an opaque answer).
  return (
    <Image
      src={shown ? publicImageUrl(shown) : '/icons/sem-imagem.svg'}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      crossOrigin="anonymous"
      onError={() => setFailures((n) => Math.min(n + 1, 2))}
      {...(size === 'card' ? { width: 480, height: 320 } : {})}
      {...props}
    />
  )
}
