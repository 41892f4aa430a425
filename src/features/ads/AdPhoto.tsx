import { Image, type ImageProps } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useDataSaver, useDownloadWanted } from '@/lib/data-saver'
import { CARD_PHOTO_EDGE, cardPhotoPath, publicImageUrl } from '@/lib/storage-url'
import type { CachedAd } from '@/offline'
import { objectUrlOf } from '@/ui/object-url'
import { CategoryPicture } from './CategoryPicture'

// Only with "Economia de dados" on: its code loads then, not with every list.
const PhotoOnRequest = lazy(() => import('./PhotoOnRequest'))

type PhotoOf = Pick<CachedAd, 'imagens' | 'localPhotos' | 'categoria'>

/** The longest edge of a large photo as the phone sends it (COMPRESSAO in the publish form). */
const LARGE_PHOTO_EDGE = 1600
/** How wide a gallery photo is drawn: the screen's width on a phone, at most ~640 px elsewhere. */
const GALLERY_SIZES = '(max-width: 48em) 100vw, 640px'

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
  priority?: boolean
  /** With "Economia de dados" on: offer "Ver foto" here (a thumbnail inside a button offers nothing). */
  askable?: boolean
} & Omit<ImageProps, 'src'>

/**
 * One photo of an ad. `card`: its small version (~480 px), for lists; otherwise the browser picks
 * the small or the large one for the width it draws (a phone's screen takes the small one). An ad
 * published before small versions existed falls back to the large one. Without photos: its
 * category's picture. With "Economia de dados" on, nothing downloads until "Ver foto" is tapped,
 * and then the small version. `priority`: the first card on screen, fetched at once.
 */
export function AdPhoto({ ad, index = 0, alt, card = false, priority = false, askable = true, ...props }: AdPhotoProps) {
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
  return <StoredPhoto key={path} path={path} small={card || saving} priority={priority} {...shared} />
}

/**
 * A photo from Storage: its small version, or both sizes for the browser to choose from. When the
 * small one is missing (older ads) the large one is shown; when that fails too, "sem imagem".
 */
function StoredPhoto({
  path,
  small,
  priority,
  ...props
}: { path: string; small: boolean; priority: boolean; alt: string } & Omit<ImageProps, 'src'>) {
  const [failures, setFailures] = useState(0)
  const large = publicImageUrl(path)
  const smallUrl = publicImageUrl(cardPhotoPath(path))
  const src = failures === 0 ? (small ? smallUrl : large) : failures === 1 ? large : '/icons/sem-imagem.svg'
  const choice =
    failures === 0 && !small
      ? { srcSet: `${smallUrl} ${CARD_PHOTO_EDGE}w, ${large} ${LARGE_PHOTO_EDGE}w`, sizes: GALLERY_SIZES }
      : {}
  // CORS mode, so the service worker can keep the photo for offline use (not an opaque answer).
  return (
    <Image
      src={src}
      {...choice}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      crossOrigin="anonymous"
      onError={() => setFailures((n) => Math.min(n + 1, 2))}
      {...(small ? { width: 480, height: 320 } : {})}
      {...props}
    />
  )
}
