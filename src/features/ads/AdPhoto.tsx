import { Box, Image, Text, type ImageProps } from '@mantine/core'
import { cardPhotoPath, publicImageUrl } from '@/lib/storage-url'
import type { CachedAd } from '@/offline'
import { objectUrlOf } from '@/ui/object-url'
import { categoryPicture } from '@/ui/prerendered'

type PhotoOf = Pick<CachedAd, 'imagens' | 'localPhotos' | 'categoria'>

/** The address to show a photo from: the phone's own copy while it waits to be uploaded. */
export function usePhotoSrc(ad: Pick<CachedAd, 'localPhotos'>, path: string | undefined): string | undefined {
  if (!path) return undefined
  const local = ad.localPhotos?.[path]
  return local ? objectUrlOf(local) : publicImageUrl(path)
}

/**
 * One photo of an ad. `card`: its small version (~480 px), for lists — an ad published before
 * small versions existed falls back to the large one. Without photos: its category's picture.
 * `priority`: the first card on screen, fetched at once rather than lazily.
 */
export function AdPhoto({
  ad,
  index = 0,
  alt,
  card = false,
  priority = false,
  ...props
}: { ad: PhotoOf; index?: number; alt: string; card?: boolean; priority?: boolean } & Omit<ImageProps, 'src'>) {
  const path = ad.imagens[index]
  const large = usePhotoSrc(ad, path)
  if (!path) return <CategoryPicture categoria={ad.categoria} h={props.h} />
  const uploaded = !ad.localPhotos?.[path]
  const src = card && uploaded ? publicImageUrl(cardPhotoPath(path)) : large
  // CORS mode, so the service worker can keep the photo for offline use (not an opaque answer).
  return (
    <Image
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      crossOrigin="anonymous"
      fallbackSrc={card ? large : '/icons/sem-imagem.svg'}
      {...(card ? { width: 480, height: 320 } : {})}
      {...props}
    />
  )
}

/** The picture of an ad's category, with the specification's "Sem imagem". */
function CategoryPicture({ categoria, h }: { categoria: string; h: ImageProps['h'] }) {
  return (
    <Box pos="relative" h={h} style={{ overflow: 'hidden' }}>
      <img
        src={categoryPicture(categoria)}
        alt=""
        width={600}
        height={400}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <Text size="sm" fw={600} pos="absolute" bottom={8} left={8} px={8} py={2} bg="white" c="gray.8" style={{ borderRadius: 4 }}>
        Sem imagem
      </Text>
    </Box>
  )
}
