import { Center, Image, Text, type ImageProps } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { publicImageUrl } from '@/lib/storage-url'
import type { CachedAd } from '@/offline'
import { objectUrlOf } from '@/ui/object-url'

/** The address to show a photo from: the phone's own copy while it waits to be uploaded. */
export function usePhotoSrc(ad: Pick<CachedAd, 'fotosLocais'>, path: string | undefined): string | undefined {
  if (!path) return undefined
  const local = ad.fotosLocais?.[path]
  return local ? objectUrlOf(local) : publicImageUrl(path)
}

/** One photo of an ad, or the "Sem imagem" placeholder. */
export function AdPhoto({
  ad,
  index = 0,
  alt,
  ...props
}: { ad: Pick<CachedAd, 'imagens' | 'fotosLocais'>; index?: number; alt: string } & Omit<ImageProps, 'src'>) {
  const src = usePhotoSrc(ad, ad.imagens[index])
  if (!ad.imagens[index]) {
    return (
      <Center bg="gray.1" h={props.h} style={{ flexDirection: 'column' }} c="gray.7">
        <IconPhotoOff size={32} aria-hidden />
        <Text size="sm">Sem imagem</Text>
      </Center>
    )
  }
  // CORS mode, so the service worker can keep the photo for offline use (not an opaque answer).
  return <Image src={src} alt={alt} loading="lazy" crossOrigin="anonymous" fallbackSrc="/icons/sem-imagem.svg" {...props} />
}
